# 无尽模式与每日谜题的规则。
endless-rule = 规则
endless-rule-classic = 经典
endless-rule-heights = 高度
endless-rule-locks = 锁住
endless-rule-ball = 球排序
endless-with-rule = { $settings }，{ $rule }
endless-daily-rule = 每日挑战：{ $rule }
endless-id-variant = “{ $found }”不是规则：难度之后应为 T（不同高度的试管）、K（锁住的试管）、B（球排序），经典关卡则直接是两个数字
