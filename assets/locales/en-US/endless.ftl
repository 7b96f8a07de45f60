# Endless mode and the daily puzzle, and their buttons on the level select.
endless-title = Endless
endless-daily = Daily puzzle
# The daily button's key, with today's result.
endless-daily-key-done = D   (today's: done in { $best })
endless-intro = Fresh levels, solvable every one. Share a level by its game ID.
endless-colours = Colours
endless-empty = Empty tubes
endless-height = Tube height
endless-difficulty = Difficulty
endless-easy = Easy
endless-medium = Medium
endless-hard = Hard
# A difficulty inside a sentence (a level's settings).
endless-easy-word = easy
endless-medium-word = medium
endless-hard-word = hard
endless-new-level = New level
endless-play = Play
endless-daily-row = Daily puzzle, { $date }
endless-play-daily = Play daily
endless-daily-done =
    { $id }  done in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }
endless-daily-about = { $id }  { $colours } colours, { $difficulty }
endless-game-id = Game ID
endless-play-id = Play ID
endless-levels = Levels
endless-footer = Up/Down: choose    Left/Right: change    Enter: play    type a game ID to play it again
endless-id-example = e.g. 9M24-7KQ3X9
# A level's settings: "6 colours, 2 empty tubes, height 4, medium".
endless-describe =
    { $colours } colours, { $empty ->
        [one] { $empty } empty tube
       *[other] { $empty } empty tubes
    }, height { $height }, { $difficulty }
endless-generating = Generating { $id } ({ $settings })...
endless-last-played = Last played: { $id } ({ $settings })
endless-last-solved =
    Last played: { $id } ({ $settings }, solved in { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    })
endless-new = New level: { $settings }
# The daily puzzle's name in play.
endless-daily-name = Daily puzzle { $date }
