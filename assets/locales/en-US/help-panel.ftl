# The help panel (F1 or ? on any screen).
help-panel-title = Help
help-panel-rules = Click a tube to lift its top colour, then click another to pour it onto the same colour or into an empty tube. The level is solved when every tube holds only one colour.
help-panel-stars = Par is the fewest moves that solve the level. Finish in par for 3 stars, a little over par for 2, any finish for 1; a hint or the extra tube caps a level at 2 stars, show me at 1.
help-panel-keys = Keys and controller
help-panel-column-action = Action
help-panel-column-keys = Keys
help-panel-column-pad = Controller
help-panel-lesson = Show the lesson again
help-panel-close = Close
