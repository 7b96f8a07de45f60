# What befell the player's files. $file: "progress", "settings",
# "statistics" or "saved-game" (a game in progress); $path, $aside: where a
# file is; $error, $why: the system's own words.

notices-set-aside =
    { $file ->
        [progress] Your progress file could not be read and was moved to { $aside }; starting afresh.
        [settings] Your settings file could not be read and was moved to { $aside }; starting afresh.
        [statistics] Your statistics file could not be read and was moved to { $aside }; the statistics start again from zero.
       *[saved-game] A game in progress could not be read and was moved to { $aside }; it cannot be continued.
    }
notices-unreadable =
    { $file ->
        [progress] Your progress file { $path } could not be read ({ $error }). Your progress will not be saved this session.
        [settings] Your settings file { $path } could not be read ({ $error }). Your settings will not be saved this session.
        [statistics] Your statistics file { $path } could not be read ({ $error }). Your statistics will not be saved this session.
       *[saved-game] Your saved game file { $path } could not be read ({ $error }). Your saved game will not be saved this session.
    }
notices-stuck =
    { $file ->
        [progress] Your progress file { $path } is damaged ({ $why }) and could not be moved aside ({ $error }). Your progress will not be saved this session.
        [settings] Your settings file { $path } is damaged ({ $why }) and could not be moved aside ({ $error }). Your settings will not be saved this session.
        [statistics] Your statistics file { $path } is damaged ({ $why }) and could not be moved aside ({ $error }). Your statistics will not be saved this session.
       *[saved-game] Your saved game file { $path } is damaged ({ $why }) and could not be moved aside ({ $error }). Your saved game will not be saved this session.
    }
# After the first bad values of a file, each placed (file:line:column).
notices-more = and { $more } more (see the log)
notices-kept =
    { $file ->
        [progress] Your progress file as it was is kept in { $aside }.
        [settings] Your settings file as it was is kept in { $aside }.
        [statistics] Your statistics file as it was is kept in { $aside }.
       *[saved-game] Your saved game file as it was is kept in { $aside }.
    }
notices-not-rewritten = It could not be rewritten ({ $error }).
notices-not-copied =
    { $file ->
        [progress] Your progress file { $path } has bad values and could not be copied aside ({ $error }). Your progress will not be saved this session.
        [settings] Your settings file { $path } has bad values and could not be copied aside ({ $error }). Your settings will not be saved this session.
        [statistics] Your statistics file { $path } has bad values and could not be copied aside ({ $error }). Your statistics will not be saved this session.
       *[saved-game] Your saved game file { $path } has bad values and could not be copied aside ({ $error }). Your saved game will not be saved this session.
    }
notices-not-saved =
    { $file ->
        [progress] Progress could not be saved: { $error }
        [settings] Settings could not be saved: { $error }
        [statistics] Statistics could not be saved: { $error }
       *[saved-game] Your game could not be saved: { $error }
    }

# A translator's file in the data directory (locales/<tag>/) with problems,
# each placed (file:line:column) on the lines after this one.
notices-translation = { $count ->
    [one] A translation file has a problem; the rest of it is used:
   *[other] Translation files have { $count } problems; the rest of them is used:
}
