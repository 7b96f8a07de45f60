# ゲーム画面の表示: 各行、ボタン、盤面からのお知らせ。
hud-moves = 手数: { $moves }     { $par }
hud-undo = 元に戻す
hud-redo = やり直す
hud-restart = 最初から
hud-hint = ヒント
# ヒントボタンのキー: ヒントを見せるキーと、それを実行するキー。
hud-hint-keys = { $show }、{ $play } で実行
hud-show-me = やってみせて
hud-stop = 止める
hud-rewind = 巻き戻す
hud-extra-tube = + チューブ
hud-back = 戻る
hud-level-unavailable = { $pack } のレベル { $level } は遊べません
hud-the-pack = このパック
hud-saved-game-dropped = 保存されたゲームは破棄されました: { $reason }
hud-keeping-last-good = { $error }
    （最後に正常だった版を使います）
hud-level-removed = レベル「{ $level }」はもう { $pack } にありません
