# The level select (the title screen), its level tiles and pack headings,
# Continue, the quit prompt, loading and the level-complete panel's
# buttons.
screens-rule = Pour until every tube holds a single colour
screens-pack-stars = ★ { $stars }/{ $most }
screens-pack-by = { $pack } by { $author }
screens-last-good = (the levels below are the last version that loaded)
screens-no-packs = No level packs
screens-no-packs-in = No level packs (*.ron) found in { $folders }
# A level tile's line under the list: how far the player got.
screens-best-time = best { $best } in { $time }
screens-best = best { $best }
screens-done = done
screens-not-played = not played yet
screens-mystery = mystery
# A game in progress: "12 moves in".
screens-moves-in =
    { $count ->
        [one] { $count } move in
       *[other] { $count } moves in
    }
screens-continue = Continue: { $name }, { $progress }
screens-continue-endless = endless { $id }
screens-nothing-to-continue = No game in progress to continue
screens-level-gone = The level of your last game ({ $level }) is no longer in the game
screens-quit-title = Quit Water Sort?
screens-quit-saved = Your progress and settings are saved.
screens-quit-cancel = Cancel
screens-quit-any-key = any other key
screens-quit = Quit
screens-replay = Replay
screens-back = Back
screens-loading = Loading levels...
# `--level` past the end of a pack.
screens-pack-short =
    { $count ->
        [0] { $path } has no levels
        [one] { $path } has 1 level; starting level 1
       *[other] { $path } has { $count } levels; starting level { $count }
    }
# A pack file deleted while the game runs (shown as a pack's error).
screens-pack-deleted = { $path }: the file was deleted
