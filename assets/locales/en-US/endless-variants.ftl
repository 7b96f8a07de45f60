# The rules chosen for endless levels and the daily puzzle.
endless-rule = Rule
endless-rule-classic = Classic
endless-rule-heights = Heights
endless-rule-locks = Locks
endless-rule-ball = Ball sort
endless-with-rule = { $settings }, { $rule }
# The title's daily puzzle button when the rule chosen here is not classic.
endless-daily-rule = Daily puzzle: { $rule }
endless-id-variant = '{ $found }' is not a rule: after the difficulty comes T (tube heights), K (locked tubes), B (ball sort), or the two digits of a classic level
