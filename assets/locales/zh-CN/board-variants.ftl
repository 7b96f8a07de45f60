# The rules of a level that is not classic: the HUD's rule line, why a
# locked tube refused a pour, and the help panel's lines on the variants.

board-variants-ball = 球排序：每步移动一个球
board-variants-heights = 试管高度各不相同
board-variants-locks = 锁住的试管在钥匙颜色归好后打开
# $number: the tube's number from 1; $colour: the key colour's name (colours.ftl);
# $symbol: its colour-blind symbol.
board-variants-locked = 试管 { $number } 已锁住，{ $colour }（{ $symbol }）归好后才能打开
board-variants-help = 有些关卡会改变规则：球排序每步只移动一个球；试管可以高度不同（只倒入装得下的部分）；锁住的试管在钥匙颜色全部单独集中到一根试管后永久打开。
