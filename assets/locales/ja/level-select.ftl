# レベル選択: リストの下のキー、パックの持ち主と置き場所。

level-select-key-choose = 矢印：選ぶ
level-select-key-play = Enter：プレイ
level-select-key-continue = C：続きから
level-select-key-statistics = S：統計
level-select-key-endless = E：エンドレス
level-select-key-daily = D：デイリーパズル
level-select-key-settings = F2：設定
level-select-key-quit = Esc：終了
level-select-copy-title = { $title }（あなたのコピー）
level-select-copy-home = 内蔵パックのあなたのコピー。保存先：{ $path }
level-select-own-home = あなたのパック。保存先：{ $path }
level-select-built-in = ゲームに内蔵
level-select-file-home = 読み込み元：{ $path }
