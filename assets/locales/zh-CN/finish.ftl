# 标准步数和星：界面上的标准步数、关卡选择的行、过关面板。

finish-hud-par = 标准步数 { $par }
finish-hud-no-solution = 无标准步数：无解
finish-hud-par-unknown = 标准步数未知
finish-hud-no-certain-win = 无标准步数：没有必胜
finish-par-solving = 标准步数：计算中……

finish-line-par = 标准步数 { $par }
finish-line-par-stars = 标准步数 { $par }  { $stars }
finish-line-unsolvable = 无解
finish-line-no-par-stars = 无标准步数  { $stars }
finish-line-too-hard = 标准步数 ?（太难）
finish-line-no-par = 无标准步数
finish-line-waiting = 标准步数：等待中

finish-helped-show-me = 借助演示完成
finish-helped-hints = 用了{ $hints }次提示完成
finish-helped-hints-extra-tube = 用了{ $hints }次提示和额外试管完成
finish-helped-extra-tube = 借助额外试管完成

finish-record-playtest = 试玩：不做任何记录。
finish-record-best = 你的最佳：{ $best }步
finish-record-new-best = 新纪录！
finish-record-fewest-with-help = 你目前最少的步数（有帮助）。
finish-record-first-time = 首次过关！
finish-record-first-time-with-help = 首次过关（有帮助）。

finish-no-par-helped =
    { $help }；{ $why ->
        [not-guaranteed] 开局没有必胜，因此没有标准步数
        [unwalked] 最稳妥的策略太大，无法走完：没有标准步数
       *[too-hard] 对求解器来说太难：没有标准步数
    }。
finish-no-par-unhelped =
    { $why ->
        [not-guaranteed] 开局没有必胜，因此没有标准步数
        [unwalked] 最稳妥的策略太大，无法走完：没有标准步数
       *[too-hard] 对求解器来说太难：没有标准步数
    }：未借助帮助完成。
finish-not-rated-helped =
    { $help }；{ $unknown ->
        [yes] 标准步数未知：对求解器来说太难
       *[no] 标准步数尚未算出
    }。
finish-not-rated =
    { $unknown ->
        [yes] 标准步数未知：对求解器来说太难。
       *[no] 标准步数尚未算出。
    }
finish-capped = { $help }，因此最多{ $cap }颗星。
finish-par-met-mystery = 标准步数 { $par }：无论隐藏的是什么，都不超过最稳妥策略所需的步数。
finish-over-par-hints = 标准步数 { $par }：无论隐藏的是什么，按提示走都能在{ $par }步内获胜；你多用了{ $over }步。
finish-over-par-strategy = 标准步数 { $par }：一种从开局就已证明的策略，无论隐藏的是什么都能在{ $par }步内获胜；你多用了{ $over }步。
finish-par-met = 标准步数 { $par }：完美，没有更短的解法。
finish-over-par = 标准步数 { $par }：最短解法少用{ $over }步。

finish-more-without-help = 不借助帮助完成可得3颗星。
finish-more-par = 在{ $par }步内完成可得3颗星。
finish-more-without-help-par = 不借助帮助并在{ $par }步内完成可得3颗星。
finish-more-ladder = { $three }步内得3颗星，{ $two }步内得2颗星。
finish-more-ladder-without-help = 不借助帮助：{ $three }步内得3颗星，{ $two }步内得2颗星。

finish-solved-in = 用{ $moves }步完成
finish-stars-none = 没有标准步数就没有星
finish-stars = { $stars }颗星（满分3颗）

finish-level-complete = 过关！
finish-pack-complete-only = 关卡包完成！{ $pack } 已全部完成。
finish-pack-complete-all = 关卡包完成！{ $pack } 的全部{ $levels }个关卡已完成。
finish-levels-left = 过关！{ $pack } 还剩{ $left }个关卡待完成。
finish-pack-complete-every = 关卡包完成！{ $pack } 的每个关卡都已完成。

finish-next-level = 下一关
finish-next-levels = 关卡列表
finish-next-editor = 返回编辑器
