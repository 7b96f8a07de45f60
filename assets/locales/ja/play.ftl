# 盤面が手について言うこと。チューブの名前(1 からの番号)。

play-no-such-tube = チューブ{ $number }はありません
play-same-tube = 同じチューブです
play-tube-empty = チューブが空です
play-tube-full = チューブがいっぱいです
play-colours-differ = 色が違います
play-tube-locked = この色がそろうまでチューブは開きません
play-nothing-to-undo = 元に戻す手がありません
play-nothing-to-redo = やり直す手がありません
play-one-extra-tube = 追加チューブは一度に1本だけ：元に戻すと取り除けます
play-extra-tube-taken = 追加チューブを使うと星は最大{ $cap }つまで。元に戻すと取り除けます
play-tube = チューブ{ $number }
play-tube-key = { $key }
