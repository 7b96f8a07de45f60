# レベル選択（タイトル画面）、レベルのタイル、パックの見出し、続きから、
# 終了の確認、読み込み中、レベルクリア画面のボタン。
screens-rule = どのチューブも1色だけになるまで注ごう
screens-pack-stars = ★ { $stars }/{ $most }
screens-pack-by = { $pack }（作: { $author }）
screens-last-good = （下のレベルは最後に読み込めた版です）
screens-no-packs = レベルパックがありません
screens-no-packs-in = { $folders } にレベルパック (*.ron) が見つかりません
# リストの下の行: プレイヤーの進み具合。
screens-best-time = ベスト { $best } 手・{ $time }
screens-best = ベスト { $best } 手
screens-done = クリア済み
screens-not-played = 未プレイ
screens-mystery = ミステリー
# 途中のゲーム:「12 手まで」。
screens-moves-in =
    { $count ->
       *[other] { $count } 手まで
    }
screens-continue = 続きから: { $name }（{ $progress }）
screens-continue-endless = エンドレス { $id }
screens-nothing-to-continue = 続きから遊べるゲームはありません
screens-level-gone = 前回遊んだレベル（{ $level }）はもうゲームにありません
screens-quit-title = Water Sort を終了しますか？
screens-quit-saved = 進行状況と設定は保存されています。
screens-quit-cancel = キャンセル
screens-quit-any-key = ほかのキー
screens-quit = 終了
screens-replay = もう一度
screens-back = 戻る
screens-loading = レベルを読み込み中…
# パックの最後を越えた `--level`。
screens-pack-short =
    { $count ->
        [0] { $path } にはレベルがありません
       *[other] { $path } のレベルは { $count } 個です。レベル { $count } から始めます
    }
# ゲーム中に削除されたパックのファイル。
screens-pack-deleted = { $path }: ファイルが削除されました
