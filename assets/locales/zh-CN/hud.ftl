# 游戏画面的显示：各行文字、按钮和棋盘的提示。
hud-moves = 步数：{ $moves }     { $par }
hud-undo = 撤销
hud-redo = 重做
hud-restart = 重新开始
hud-hint = 提示
# 提示按钮的按键：一个显示提示，另一个直接执行。
hud-hint-keys = { $show }，{ $play } 执行
hud-show-me = 演示给我看
hud-stop = 停止
hud-rewind = 回退
hud-extra-tube = + 试管
hud-back = 返回
hud-level-unavailable = { $pack } 的第 { $level } 关无法使用
hud-the-pack = 该关卡包
hud-saved-game-dropped = 你保存的游戏已被丢弃：{ $reason }
hud-keeping-last-good = { $error }
    （继续使用最后一个正常的版本）
hud-level-removed = 关卡“{ $level }”已不在 { $pack } 中
