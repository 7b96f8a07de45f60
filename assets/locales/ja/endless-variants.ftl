# エンドレスとデイリーパズルのルール。
endless-rule = ルール
endless-rule-classic = クラシック
endless-rule-heights = 高さ
endless-rule-locks = ロック
endless-rule-ball = ボールソート
endless-with-rule = { $settings }、{ $rule }
endless-daily-rule = デイリーパズル：{ $rule }
endless-id-variant = 「{ $found }」はルールではありません。難易度の後には T（高さの違うチューブ）、K（ロックされたチューブ）、B（ボールソート）、クラシックなら2つの数字が続きます
