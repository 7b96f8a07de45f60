# Key names, and what each key of the key table does (the help panel's list).
keys-ctrl-with = Ctrl+{ $key }
keys-ctrl-shift-with = Ctrl+Shift+{ $key }
keys-esc = Esc
keys-enter = 回车
keys-space = 空格
keys-backspace = 退格
keys-action-tube = 拿起试管或倒进去
keys-action-undo = 撤销
keys-action-redo = 重做
keys-action-restart = 重新开始
keys-action-back = 返回关卡选择
keys-action-hint = 提示
keys-action-play-hint = 按提示倒
keys-action-show-me = 演示给我看
keys-action-rewind = 从死局退回
keys-action-extra-tube = 额外试管
keys-action-next-level = 下一关
keys-action-replay = 再玩一次本关
keys-action-help = 本帮助
keys-action-cursor = 在试管间移动光标
keys-when-won = 关卡完成后
keys-when-few-tubes = { $count ->
   *[other] 在不超过 { $count } 支试管的关卡中
}
