# 關卡選擇：列表下方的按鍵，關卡包屬於誰、放在哪裡。

level-select-key-choose = 方向鍵：選擇
level-select-key-play = Enter：開始
level-select-key-continue = C：繼續
level-select-key-statistics = S：統計
level-select-key-endless = E：無盡模式
level-select-key-daily = D：每日挑戰
level-select-key-settings = F2：設定
level-select-key-quit = Esc：離開
level-select-copy-title = { $title }（你的複本）
level-select-copy-home = 內建關卡包的你的複本，儲存在 { $path }
level-select-own-home = 你的關卡包，儲存在 { $path }
level-select-built-in = 遊戲內建
level-select-file-home = 來自 { $path }
