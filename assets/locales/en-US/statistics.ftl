# The statistics screen.
statistics-title = Statistics
statistics-totals = Levels finished: { $finished }    Pours: { $pours }    Time played: { $time }
statistics-help-used = Hints: { $hints }    Show me: { $show_me }    Extra tubes: { $extra_tubes }
statistics-packs = Packs
statistics-pack-levels = { $done }/{ $total } levels
statistics-pack-stars = ★ { $stars }/{ $most }
statistics-daily = Daily puzzle
statistics-streak =
    Streak: { $current ->
        [one] { $current } day
       *[other] { $current } days
    } in a row (best { $best })    Solved on { $solved ->
        [one] { $solved } day
       *[other] { $solved } days
    }
# The daily calendar: the month shown above it, and the weekdays' initials
# over its columns (1 is Monday).
statistics-month =
    { $month ->
        [1] January
        [2] February
        [3] March
        [4] April
        [5] May
        [6] June
        [7] July
        [8] August
        [9] September
        [10] October
        [11] November
       *[12] December
    } { $year }
statistics-weekday =
    { $weekday ->
        [1] Mo
        [2] Tu
        [3] We
        [4] Th
        [5] Fr
        [6] Sa
       *[7] Su
    }
statistics-endless = Endless wins
statistics-none-yet = None yet
statistics-endless-wins = { $colours } colours: { $wins }
statistics-over-par =
    { $count ->
        [0] Moves over par
        [one] Moves over par, the last level
       *[other] Moves over par, last { $count } levels
    }
# The chart of moves over par: the line at par, the top line ("15+"),
# the ends of the time axis, the legend, and the caption under it.
statistics-chart-par = par
statistics-chart-most = { $moves }+
statistics-chart-oldest = oldest
statistics-chart-latest = latest
statistics-chart-at-par = at or under par
statistics-chart-over-par = moves over par
statistics-chart-no-par = par not known
statistics-chart-summary =
    { $known ->
        [one] { $at_par } of { $known } level finished at or under par
       *[other] { $at_par } of { $known } levels finished at or under par
    }
statistics-nothing-finished = No level finished yet
statistics-back = Back
# The time played.
statistics-seconds = { $seconds } s
statistics-minutes = { $minutes } min
# Minutes as two digits ("05").
statistics-hours = { $hours } h { $minutes } min
