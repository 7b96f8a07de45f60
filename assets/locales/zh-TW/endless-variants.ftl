# 無盡模式與每日謎題的規則。
endless-rule = 規則
endless-rule-classic = 經典
endless-rule-heights = 高度
endless-rule-locks = 鎖住
endless-rule-ball = 球排序
endless-with-rule = { $settings }，{ $rule }
endless-daily-rule = 每日挑戰：{ $rule }
endless-id-variant = 「{ $found }」不是規則：難度之後應為 T（不同高度的試管）、K（鎖住的試管）、B（球排序），經典關卡則直接是兩個數字
