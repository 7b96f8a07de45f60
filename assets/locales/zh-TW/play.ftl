# 棋盤對一步的說明；試管的名字（從 1 開始的編號）。

play-no-such-tube = 沒有試管{ $number }
play-same-tube = 這是同一根試管
play-tube-empty = 試管是空的
play-tube-full = 試管已滿
play-colours-differ = 顏色不同
play-tube-locked = 試管已鎖，先把它的顏色歸好
play-nothing-to-undo = 沒有可復原的步
play-nothing-to-redo = 沒有可重做的步
play-one-extra-tube = 一次只能用一根額外試管：復原即可移除
play-extra-tube-taken = 使用額外試管最多隻能得{ $cap }顆星；復原即可移除
play-tube = 試管{ $number }
play-tube-key = { $key }
