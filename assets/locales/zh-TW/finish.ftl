# 標準步數和星：介面上的標準步數、關卡選擇的行、過關面板。

finish-hud-par = 標準步數 { $par }
finish-hud-no-solution = 無標準步數：無解
finish-hud-par-unknown = 標準步數未知
finish-hud-no-certain-win = 無標準步數：沒有必勝
finish-par-solving = 標準步數：計算中……

finish-line-par = 標準步數 { $par }
finish-line-par-stars = 標準步數 { $par }  { $stars }
finish-line-unsolvable = 無解
finish-line-no-par-stars = 無標準步數  { $stars }
finish-line-too-hard = 標準步數 ?（太難）
finish-line-no-par = 無標準步數
finish-line-waiting = 標準步數：等待中

finish-helped-show-me = 藉助示範完成
finish-helped-hints = 用了{ $hints }次提示完成
finish-helped-hints-extra-tube = 用了{ $hints }次提示和額外試管完成
finish-helped-extra-tube = 藉助額外試管完成

finish-record-playtest = 試玩：不做任何記錄。
finish-record-best = 你的最佳：{ $best }步
finish-record-new-best = 新紀錄！
finish-record-fewest-with-help = 你目前最少的步數（有幫助）。
finish-record-first-time = 首次過關！
finish-record-first-time-with-help = 首次過關（有幫助）。

finish-no-par-helped =
    { $help }；{ $why ->
        [not-guaranteed] 開局沒有必勝，因此沒有標準步數
        [unwalked] 最穩妥的策略太大，無法走完：沒有標準步數
       *[too-hard] 對解題器來說太難：沒有標準步數
    }。
finish-no-par-unhelped =
    { $why ->
        [not-guaranteed] 開局沒有必勝，因此沒有標準步數
        [unwalked] 最穩妥的策略太大，無法走完：沒有標準步數
       *[too-hard] 對解題器來說太難：沒有標準步數
    }：未藉助幫助完成。
finish-not-rated-helped =
    { $help }；{ $unknown ->
        [yes] 標準步數未知：對解題器來說太難
       *[no] 標準步數尚未算出
    }。
finish-not-rated =
    { $unknown ->
        [yes] 標準步數未知：對解題器來說太難。
       *[no] 標準步數尚未算出。
    }
finish-capped = { $help }，因此最多{ $cap }顆星。
finish-par-met-mystery = 標準步數 { $par }：無論隱藏的是什麼，都不超過最穩妥策略所需的步數。
finish-over-par-hints = 標準步數 { $par }：無論隱藏的是什麼，按提示走都能在{ $par }步內獲勝；你多用了{ $over }步。
finish-over-par-strategy = 標準步數 { $par }：一種從開局就已證明的策略，無論隱藏的是什麼都能在{ $par }步內獲勝；你多用了{ $over }步。
finish-par-met = 標準步數 { $par }：完美，沒有更短的解法。
finish-over-par = 標準步數 { $par }：最短解法少用{ $over }步。

finish-more-without-help = 不借助幫助完成可得3顆星。
finish-more-par = 在{ $par }步內完成可得3顆星。
finish-more-without-help-par = 不借助幫助並在{ $par }步內完成可得3顆星。
finish-more-ladder = { $three }步內得3顆星，{ $two }步內得2顆星。
finish-more-ladder-without-help = 不借助幫助：{ $three }步內得3顆星，{ $two }步內得2顆星。

finish-solved-in = 用{ $moves }步完成
finish-stars-none = 沒有標準步數就沒有星
finish-stars = { $stars }顆星（滿分3顆）

finish-level-complete = 過關！
finish-pack-complete-only = 關卡包完成！{ $pack } 已全部完成。
finish-pack-complete-all = 關卡包完成！{ $pack } 的全部{ $levels }個關卡已完成。
finish-levels-left = 過關！{ $pack } 還剩{ $left }個關卡待完成。
finish-pack-complete-every = 關卡包完成！{ $pack } 的每個關卡都已完成。

finish-next-level = 下一關
finish-next-levels = 關卡列表
finish-next-editor = 返回編輯器
