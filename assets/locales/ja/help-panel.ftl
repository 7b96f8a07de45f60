# The help panel (F1 or ? on any screen).
help-panel-title = ヘルプ
help-panel-rules = チューブをクリックしていちばん上の色を持ち上げ、別のチューブをクリックして同じ色の上か空のチューブに注ぎます。どのチューブも1色だけになればクリアです。
help-panel-stars = パーはそのレベルを解ける最少の手数です。パー以内なら星3つ、少し超えると星2つ、クリアすれば星1つ。ヒントや追加チューブを使うと星は最大2つ、「やってみせて」を使うと1つです。
help-panel-keys = キーとコントローラー
help-panel-column-action = 操作
help-panel-column-keys = キー
help-panel-column-pad = コントローラー
help-panel-lesson = レッスンをもう一度見る
help-panel-close = 閉じる
