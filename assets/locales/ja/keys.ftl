# Key names, and what each key of the key table does (the help panel's list).
keys-ctrl-with = Ctrl+{ $key }
keys-ctrl-shift-with = Ctrl+Shift+{ $key }
keys-esc = Esc
keys-enter = Enter
keys-space = スペース
keys-backspace = BackSpace
keys-action-tube = チューブを持ち上げる・注ぐ
keys-action-undo = 元に戻す
keys-action-redo = やり直す
keys-action-restart = やり直し（最初から）
keys-action-back = レベル選択に戻る
keys-action-hint = ヒント
keys-action-play-hint = ヒントのとおりに注ぐ
keys-action-show-me = やってみせて
keys-action-rewind = 行き詰まりから巻き戻す
keys-action-extra-tube = 追加チューブ
keys-action-next-level = 次のレベル
keys-action-replay = もう一度プレイ
keys-action-help = このヘルプ
keys-action-cursor = チューブの上でカーソルを動かす
keys-when-won = クリア後
keys-when-few-tubes = { $count ->
   *[other] チューブ{ $count }本以下のレベル
}
