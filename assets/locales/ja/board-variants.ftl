# The rules of a level that is not classic: the HUD's rule line, why a
# locked tube refused a pour, and the help panel's lines on the variants.

board-variants-ball = ボールソート：1手で1個ずつ
board-variants-heights = 高さの違うチューブ
board-variants-locks = ロックされたチューブは鍵の色がそろうと開きます
# $number: the tube's number from 1; $colour: the key colour's name (colours.ftl);
# $symbol: its colour-blind symbol.
board-variants-locked = チューブ{ $number }は{ $colour }（{ $symbol }）がそろうまでロックされています
board-variants-help = ルールが変わるレベルもあります。ボールソートでは1手で1個だけ動きます。チューブの高さが違うこともあります（入るぶんだけ注ぎます）。ロックされたチューブは、鍵の色がすべて1本のチューブにそろうと開き、そのあとは開いたままです。
