# 统计画面。
statistics-title = 统计
statistics-totals = 完成关卡：{ $finished }    倒水次数：{ $pours }    游戏时间：{ $time }
statistics-help-used = 提示：{ $hints }    演示给我看：{ $show_me }    额外试管：{ $extra_tubes }
statistics-packs = 关卡包
statistics-pack-levels = { $done }/{ $total } 关
statistics-pack-stars = ★ { $stars }/{ $most }
statistics-daily = 每日挑战
statistics-streak = 连续：{ $current } 天（最佳 { $best } 天）    共完成 { $solved } 天
# 日历：上方是月份，各列上方是星期（1 是星期一）。
statistics-month = { $year }年{ $month }月
statistics-weekday =
    { $weekday ->
        [1] 一
        [2] 二
        [3] 三
        [4] 四
        [5] 五
        [6] 六
       *[7] 日
    }
statistics-endless = 无尽模式胜场
statistics-none-yet = 还没有
statistics-endless-wins = { $colours } 种颜色：{ $wins }
statistics-over-par =
    { $count ->
        [0] 超出标准步数
       *[other] 超出标准步数（最近 { $count } 关）
    }
# 超出标准步数的图表：标准步数线、最上面的线（“15+”）、时间轴两端、图例和说明。
statistics-chart-par = 标准步数
statistics-chart-most = { $moves }+
statistics-chart-oldest = 最早
statistics-chart-latest = 最新
statistics-chart-at-par = 不超过标准步数
statistics-chart-over-par = 超出的步数
statistics-chart-no-par = 标准步数未知
statistics-chart-summary =
    { $known ->
       *[other] { $known } 关中有 { $at_par } 关不超过标准步数
    }
statistics-nothing-finished = 还没有完成任何关卡
statistics-back = 返回
# 游戏时间。
statistics-seconds = { $seconds } 秒
statistics-minutes = { $minutes } 分钟
# 分钟为两位数（“05”）。
statistics-hours = { $hours } 小时 { $minutes } 分钟
