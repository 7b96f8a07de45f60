# 棋盘对一步的说明；试管的名字（从 1 开始的编号）。

play-no-such-tube = 没有试管{ $number }
play-same-tube = 这是同一根试管
play-tube-empty = 试管是空的
play-tube-full = 试管已满
play-colours-differ = 颜色不同
play-tube-locked = 试管已锁，先把它的颜色归好
play-nothing-to-undo = 没有可撤销的步
play-nothing-to-redo = 没有可重做的步
play-one-extra-tube = 一次只能用一根额外试管：撤销即可移除
play-extra-tube-taken = 使用额外试管最多只能得{ $cap }颗星；撤销即可移除
play-tube = 试管{ $number }
play-tube-key = { $key }
