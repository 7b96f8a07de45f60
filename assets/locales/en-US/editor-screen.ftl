# The level editor (its panels, buttons, key help, prompts and the outcome
# of each action) and the level select's ways into it. The reasons the
# core gives (a pack's or a level's problems) stay in English for authors.

## The panels over the tubes
editor-title = Editing { $pack } ({ $file })
editor-title-unsaved = Editing { $pack } ({ $file })  - unsaved changes
editor-note-builtin-copy = a copy of the built-in pack: saving writes it here
editor-note-new-pack = a new pack: saving creates the file
# $colour is the palette colour a click adds: its name and key, "red (R)".
editor-level-line = Level { $level } of { $level_count }: { $name }    capacity { $capacity }    { $tube_count ->
        [one] { $tube_count } tube
       *[other] { $tube_count } tubes
    }    tube { $tube } selected    click adds { $colour }

## The tool bar's groups and buttons (^S is Ctrl+S)
editor-group-file = File
editor-group-level = Level
editor-group-tubes = Tubes
editor-group-mystery = Mystery
editor-group-pack = Pack
editor-button-save = Save ^S
editor-button-undo = Undo ^Z
editor-button-redo = Redo ^Y
editor-button-playtest = Playtest F5
editor-button-close = Close Esc
editor-button-new-level = New ^N
editor-button-duplicate = Duplicate
editor-button-delete = Delete
editor-button-move = Move
editor-button-rename = Rename ^R
editor-button-capacity = Capacity
editor-button-tubes = Tubes
editor-button-deal = Deal ^D
editor-button-deal-seed = Deal seed
editor-button-hidden = Hidden
editor-button-player-view = Player view F6
editor-button-pack-name = Name
editor-button-author = Author
editor-button-description = Description
editor-button-add-colour = Add colour
editor-button-edit-colour = Edit colour

## The key help under the buttons, one phrase each
editor-help-tube = Left/Right: tube
editor-help-add-colour = key: add colour
editor-help-take-top = Backspace: take top
editor-help-empty = Delete: empty
editor-help-tubes = +/-: tubes
editor-help-hide = Up/Down: hide more/fewer
editor-help-player-view = F6: player's view
editor-help-level = PgUp/PgDn: level
editor-help-move-level = Ctrl+Up/Down: move it
editor-help-new-level = Ctrl+N: new
editor-help-click = Click: add
editor-help-right-click = Right click: take
editor-help-drag = Drag: move
editor-help-wheel = Wheel: hide

## The prompts: text fields
editor-ask-level-name = Level name
editor-ask-pack-name = Pack name
editor-ask-author = Author (empty for none)
editor-ask-description = Description (empty for none)
# The form to type is "K name #rrggbb [S]": a key, a name, a colour, a symbol.
editor-ask-add-colour = New colour: key name #rrggbb [symbol], e.g. Q teal #469990 q
editor-ask-change-colour = Colour { $colour }: key name #rrggbb [symbol]
editor-ask-deal-seed = Deal from seed (a whole number)
editor-keys-field = Enter: OK    Esc: cancel    Ctrl+A: select all
editor-answer-ok = OK
editor-answer-cancel = Cancel

## The prompts: confirmations (the letters are the keys that answer)
editor-confirm-leave = There are unsaved changes.
editor-keys-leave = S: save and leave    D: leave without saving    Esc: keep editing
editor-answer-save-and-leave = Save and leave
editor-answer-leave = Leave
editor-answer-keep-editing = Keep editing
editor-confirm-unsolvable = Level { $level } is unsolvable: no sequence of pours sorts it.
    Save it anyway? The level select will mark it.
editor-keys-unsolvable = Y: save    Esc: keep editing
editor-answer-save = Save
editor-confirm-changed-on-disk = { $file } changed on disk since it was opened or saved here.
editor-keys-changed-on-disk = R: read it again (your edits are dropped)    O: overwrite it with yours    Esc: cancel
editor-answer-read-again = Read again
editor-answer-overwrite = Overwrite

## What an action did, or why it did nothing
editor-no-colour-key = No palette colour has the key { $key }
editor-hides-nothing = Tube { $tube } hides nothing
editor-player-view-on = The level as the player sees it at the start (F6: every colour)
editor-player-view-off = Every colour, hidden units marked (F6: as the player sees it)
editor-nothing-to-undo = Nothing to undo
editor-nothing-to-redo = Nothing to redo
# The pack's name during a playtest.
editor-playtest-pack = Playtest: { $pack }
# $problems: what is wrong with the level (in English, from the core).
editor-cannot-playtest = Cannot playtest yet: { $problems }
editor-not-a-seed = "{ $text }" is not a seed (a whole number)
editor-dealing = Dealing from seed { $seed }...
editor-dealt = Dealt seed { $seed } (deal it again: Ctrl+Shift+D, { $seed })
# The level had fewer than 3 tubes and grew to $tube_count.
editor-dealt-grown = Dealt seed { $seed }, { $tube_count } tubes: a deal needs 3 (deal it again: Ctrl+Shift+D, { $seed })
editor-deal-needs-colours = A deal needs 2 colours in the palette at least: add a colour
editor-no-deal = No solvable deal of this size from seed { $seed } on: add tubes or colours

## The file
editor-pack-gone = That pack is no longer there
editor-no-data-folder-copy = There is no data folder to save a copy of the built-in pack in
editor-builtin-missing = That built-in pack is missing
# The name of a new pack whose file has no name to take.
editor-new-pack-name = New pack
editor-fix-pack-first = Fix the pack before editing it:
    { $problem }
editor-cannot-read = Cannot read { $file }: { $reason }
editor-cannot-edit = { $problem }; it cannot be edited
editor-read-again = Read { $file } again
editor-reload-failed = The file on disk does not read, so it was not loaded: { $problem }
editor-checking-before-save = Checking the changed levels before saving...
editor-not-saved = Not saved: level { $level }: { $problem }
editor-could-not-save = Could not save { $file }: { $reason }
editor-saved = Saved { $file }
editor-saved-rewritten = Saved { $file } (its layout was unusual: the whole file was rewritten)
editor-saved-unreadable = Saved, but the file does not read back: { $problem }

## The level select's ways into the editor
editor-entry-author = Author
editor-entry-author-label = Author:
editor-entry-edit-level = Edit level
editor-entry-new-level = New level
editor-entry-new-pack = New pack
editor-entry-no-data-folder = There is no data folder to keep a new pack in
# Where the focused level's pack comes from: $pack is its name in quotes,
# $file its file (or "built-in").
editor-entry-source = Pack { $pack }: { $file }
editor-entry-source-overrides = Pack { $pack }: { $file }  (overrides the built-in pack)
