# Par and stars: the HUD's par, the level select's par line, and the
# level-complete panel.

finish-hud-par = par { $par }
finish-hud-no-solution = no par: no solution
finish-hud-par-unknown = par unknown
finish-hud-no-certain-win = no par: no certain win
finish-par-solving = par: solving...

# The level select's line for a level; $stars: "★★☆".
finish-line-par = par { $par }
finish-line-par-stars = par { $par }  { $stars }
finish-line-unsolvable = unsolvable
finish-line-no-par-stars = no par  { $stars }
finish-line-too-hard = par ? (too hard)
finish-line-no-par = no par
finish-line-waiting = par: waiting

# The help used, said as $help in the lines below.
finish-helped-show-me = Solved with show me
finish-helped-hints =
    { $hints ->
        [one] Solved with { $hints } hint
       *[other] Solved with { $hints } hints
    }
finish-helped-hints-extra-tube =
    { $hints ->
        [one] Solved with { $hints } hint and the extra tube
       *[other] Solved with { $hints } hints and the extra tube
    }
finish-helped-extra-tube = Solved with the extra tube

finish-record-playtest = A playtest: nothing is recorded.
finish-record-best = Your best: { $best }
finish-record-new-best = A new best!
finish-record-fewest-with-help = Your fewest moves yet, with help.
finish-record-first-time = First time solved!
finish-record-first-time-with-help = Solved for the first time, with help.

# $why: "not-guaranteed" (no certain win from the start), "unwalked" (the
# surest strategy is too large to walk), "too-hard" (for the solver).
finish-no-par-helped =
    { $help }; { $why ->
        [not-guaranteed] no certain win from the start, so no par
        [unwalked] the surest strategy is too large to walk: no par
       *[too-hard] too hard for the solver: no par
    }.
finish-no-par-unhelped =
    { $why ->
        [not-guaranteed] No certain win from the start, so no par
        [unwalked] The surest strategy is too large to walk: no par
       *[too-hard] Too hard for the solver: no par
    }: solved without help.
# $unknown: "yes" when the solver gave up, "no" when it has not finished.
finish-not-rated-helped =
    { $help }; { $unknown ->
        [yes] par unknown: too hard for the solver
       *[no] par not known yet
    }.
finish-not-rated =
    { $unknown ->
        [yes] Par unknown: too hard for the solver.
       *[no] Par not known yet.
    }
finish-capped = { $help }, which caps the stars at { $cap }.
finish-par-met-mystery = Par { $par }: no more than the surest strategy needs, whatever is hidden.
finish-over-par-hints = Par { $par }: the hints win within { $par } moves whatever is hidden; you took { $over } more.
finish-over-par-strategy = Par { $par }: a strategy proven from the start wins within { $par } moves whatever is hidden; you took { $over } more.
finish-par-met = Par { $par }: perfect, no solution is shorter.
finish-over-par = Par { $par }: the shortest solution takes { $over } fewer.

finish-more-without-help = Solve it without help for 3 stars.
finish-more-par = Solve it in at most { $par } moves for 3 stars.
finish-more-without-help-par = Solve it without help in at most { $par } moves for 3 stars.
finish-more-ladder = At most { $three } moves for 3 stars, { $two } for 2.
finish-more-ladder-without-help = Without help: at most { $three } moves for 3 stars, { $two } for 2.

finish-solved-in =
    { $moves ->
        [one] Solved in { $moves } move
       *[other] Solved in { $moves } moves
    }
finish-stars-none = No stars without a par
finish-stars =
    { $stars ->
        [one] { $stars } star of 3
       *[other] { $stars } stars of 3
    }

# $pack: the pack's name as its author wrote it.
finish-level-complete = Level complete!
finish-pack-complete-only = Pack complete! { $pack } done.
finish-pack-complete-all = Pack complete! All { $levels } levels of { $pack } done.
finish-levels-left =
    { $left ->
        [one] Level complete! { $left } level of { $pack } still to solve.
       *[other] Level complete! { $left } levels of { $pack } still to solve.
    }
finish-pack-complete-every = Pack complete! Every level of { $pack } done.

finish-next-level = Next level
finish-next-levels = Levels
finish-next-editor = Back to editor
