# The rules of a level that is not classic: the HUD's rule line, why a
# locked tube refused a pour, and the help panel's lines on the variants.

board-variants-ball = 球排序：每步移動一顆球
board-variants-heights = 試管高度各不相同
board-variants-locks = 鎖住的試管在鑰匙顏色歸好後打開
# $number: the tube's number from 1; $colour: the key colour's name (colours.ftl);
# $symbol: its colour-blind symbol.
board-variants-locked = 試管 { $number } 已鎖住，{ $colour }（{ $symbol }）歸好後才能打開
board-variants-help = 有些關卡會改變規則：球排序每步只移動一顆球；試管可以高度不同（只倒入裝得下的部分）；鎖住的試管在鑰匙顏色全部單獨集中到一根試管後永久打開。
