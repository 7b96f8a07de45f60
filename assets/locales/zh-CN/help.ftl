# 帮助：判断、提示、详细数字、“演示给我看”、帮助行的说明。试管按从 1
# 开始的编号称呼。

help-fraction-all = 全部
help-fraction-none = 零
help-fraction-almost-all = 几乎全部
help-fraction-very-few = 极少数
help-fraction = { $num }/{ $den }
help-fraction-about = 约{ $num }/{ $den }

help-percent = { $value }%
help-percent-more-than = 超过{ $value }%
help-percent-less-than = 不到{ $value }%

help-hint-pour =
    提示：把试管{ $from }倒入试管{ $to }{ $back ->
        [yes] （回到之前的局面）
       *[no] {""}
    }{ $why ->
        [certain] ，无论隐藏的是什么都能赢
        [moves] ，还需{ $moves }步
        [possible] ，最有可能保住胜机
       *[none] {""}
    }
help-hint-keys = { $hint }   （按{ $key }执行）
help-no-new-move = 没有新走法：每条路都会回到你走过的局面

help-checking = 检查中……
help-solvable = { $moves }步可解
help-solvable-known = 可解：已知一种{ $moves }步的解法，未必最短
help-certain = 无论隐藏的是什么，都必胜
help-possible =
    有可能赢，{ $certain ->
        [maybe] 也许必胜
       *[not] 并非必胜
    }：若知道隐藏的颜色，{ $share }的隐藏排列可以获胜
help-lost =
    从这里已无法获胜：{ $then ->
        [rewind] 回退（B）
        [level] 这个关卡无解
       *[undo] 撤销或重新开始
    }
help-unknown = 从这里太难判断

help-detail-arrangements = { $arrangements }种可能的排列
help-detail-arrangements-huge = 超过2^128种可能的排列
help-detail-exact = { $of }中的{ $won }种（{ $part }；精确：{ $examined }种全部检查）
help-detail-sampled = 从{ $of }中随机抽取{ $examined }种，其中{ $won }种
help-detail-sampled-about = 从{ $of }中随机抽取{ $examined }种，其中{ $won }种（约{ $part }）
help-detail-at-least = { $of }中至少{ $won }种（至少{ $part }：{ $examined }种全部检查，部分太难求解）
help-detail-refuted = 没有一种策略能全部赢下（已证明）
help-detail-out-of-budget = 不确定是否有一种策略能全部赢下（搜索已用尽）
help-detail-proven = 有一种策略能全部赢下
help-detail-after-hint = 按提示走后，知道隐藏颜色的人仍能赢下{ $count }；{ $certain }
help-detail-from-here = 从这里，知道隐藏颜色的人仍能赢下{ $count }；{ $certain }

help-thinking = 提示：思考中……

help-show-me = 演示给我看
help-show-me-strategy = 演示给我看：正在按一种无论隐藏什么都能赢的策略走
help-show-me-solution = 演示给我看：正在按解法走，还需{ $moves }步
help-show-me-likeliest = 演示给我看：正在走最有希望的步，没有必胜
help-show-me-likeliest-unproven = 演示给我看：正在走最有希望的步（必胜既未证明也未排除）
help-show-me-working = 演示给我看：正在计算下一步……
help-show-me-stopped = 演示已停止
help-show-me-stopped-only-back = 演示已停止：每条路都会回到你走过的局面
help-show-me-stopped-lost = 演示已停止：从这里已无法获胜
help-show-me-stopped-too-hard = 演示已停止：从这里太难判断
help-show-me-stopped-undecided = 演示已停止：太难判断哪一步能保住胜机

help-no-hint = 没有提示
help-no-hint-only-back = 没有提示：每条路都会回到你走过的局面
help-no-hint-lost = 没有提示：从这里已无法获胜
help-no-hint-too-hard = 没有提示：从这里太难判断
help-no-hint-undecided = 没有提示：太难判断哪一步能保住胜机

help-already-solved = 已经完成
help-rewind-checking = 回退：正在检查之前的局面……
help-rewind-still-won = 这个局面仍然可以赢
help-rewind-still-possible =
    从这里仍有可能赢，{ $certain ->
        [maybe] 也许必胜
       *[not] 并非必胜
    }
help-rewind-not-lost = 无需回退：这个局面没有输
help-rewind-level-lost = 无处可退：这个关卡无解
help-rewind-none-known = 之前没有已知可赢的局面
help-rewound = 已回退{ $steps }步（重做可再前进）
help-rewound-to-won = 已回退{ $steps }步，回到最后一个可赢的局面（重做可再前进）
help-rewound-to-possible =
    已回退{ $steps }步，回到仍有可能赢的局面，{ $certain ->
        [maybe] 也许必胜
       *[not] 并非必胜
    }（重做可再前进）

help-extra-tube-saves = 用一根额外试管（{ $key }）就能重新可解
help-extra-tube-useless = 即使加一根额外试管也救不了这个局面
