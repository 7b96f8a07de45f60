# The level select: the keys under the list, and whose a pack is and
# where it lives.

level-select-key-choose = Arrows: choose
level-select-key-play = Enter: play
level-select-key-continue = C: continue
level-select-key-statistics = S: statistics
level-select-key-endless = E: endless
level-select-key-daily = D: daily puzzle
level-select-key-settings = F2: settings
level-select-key-quit = Esc: quit
# $title: the pack's title as its author wrote it.
level-select-copy-title = { $title } (your copy)
level-select-copy-home = Your copy of the built-in pack, kept in { $path }
level-select-own-home = Your pack, kept in { $path }
level-select-built-in = Built into the game
level-select-file-home = From { $path }
