# 統計畫面。
statistics-title = 統計
statistics-totals = 完成關卡：{ $finished }    倒水次數：{ $pours }    遊戲時間：{ $time }
statistics-help-used = 提示：{ $hints }    示範給我看：{ $show_me }    額外試管：{ $extra_tubes }
statistics-packs = 關卡包
statistics-pack-levels = { $done }/{ $total } 關
statistics-pack-stars = ★ { $stars }/{ $most }
statistics-daily = 每日挑戰
statistics-streak = 連續：{ $current } 天（最佳 { $best } 天）    共完成 { $solved } 天
# 日曆：上方是月份，各欄上方是星期（1 是星期一）。
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
statistics-endless = 無盡模式勝場
statistics-none-yet = 還沒有
statistics-endless-wins = { $colours } 種顏色：{ $wins }
statistics-over-par =
    { $count ->
        [0] 超出標準步數
       *[other] 超出標準步數（最近 { $count } 關）
    }
# 超出標準步數的圖表：標準步數線、最上面的線（「15+」）、時間軸兩端、圖例和說明。
statistics-chart-par = 標準步數
statistics-chart-most = { $moves }+
statistics-chart-oldest = 最早
statistics-chart-latest = 最新
statistics-chart-at-par = 不超過標準步數
statistics-chart-over-par = 超出的步數
statistics-chart-no-par = 標準步數未知
statistics-chart-summary =
    { $known ->
       *[other] { $known } 關中有 { $at_par } 關不超過標準步數
    }
statistics-nothing-finished = 還沒有完成任何關卡
statistics-back = 返回
# 遊戲時間。
statistics-seconds = { $seconds } 秒
statistics-minutes = { $minutes } 分鐘
# 分鐘為兩位數（「05」）。
statistics-hours = { $hours } 小時 { $minutes } 分鐘
