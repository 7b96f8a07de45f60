# 遊戲畫面的顯示：各行文字、按鈕和棋盤的提示。
hud-moves = 步數：{ $moves }     { $par }
hud-undo = 復原
hud-redo = 重做
hud-restart = 重新開始
hud-hint = 提示
# 提示按鈕的按鍵：一個顯示提示，另一個直接執行。
hud-hint-keys = { $show }，{ $play } 執行
hud-show-me = 示範給我看
hud-stop = 停止
hud-rewind = 倒回
hud-extra-tube = + 試管
hud-back = 返回
hud-level-unavailable = { $pack } 的第 { $level } 關無法使用
hud-the-pack = 該關卡包
hud-saved-game-dropped = 你儲存的遊戲已被捨棄：{ $reason }
hud-keeping-last-good = { $error }
    （繼續使用最後一個正常的版本）
hud-level-removed = 關卡「{ $level }」已不在 { $pack } 中
