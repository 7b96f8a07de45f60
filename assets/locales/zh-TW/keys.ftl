# Key names, and what each key of the key table does (the help panel's list).
keys-ctrl-with = Ctrl+{ $key }
keys-ctrl-shift-with = Ctrl+Shift+{ $key }
keys-esc = Esc
keys-enter = Enter
keys-space = 空白鍵
keys-backspace = 退格鍵
keys-action-tube = 拿起試管或倒進去
keys-action-undo = 復原
keys-action-redo = 重做
keys-action-restart = 重新開始
keys-action-back = 返回關卡選擇
keys-action-hint = 提示
keys-action-play-hint = 照提示倒
keys-action-show-me = 示範給我看
keys-action-rewind = 從死局倒退
keys-action-extra-tube = 額外試管
keys-action-next-level = 下一關
keys-action-replay = 再玩一次本關
keys-action-help = 本說明
keys-action-cursor = 在試管間移動游標
keys-when-won = 關卡完成後
keys-when-few-tubes = { $count ->
   *[other] 在不超過 { $count } 支試管的關卡
}
