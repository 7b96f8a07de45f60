# 關卡選擇（標題畫面）、關卡方塊、關卡包標題、繼續、離開確認、載入中和
# 過關面板的按鈕。
screens-rule = 不斷倒水，直到每支試管裡只剩一種顏色
screens-pack-stars = ★ { $stars }/{ $most }
screens-pack-by = { $pack }（作者：{ $author }）
screens-last-good = （下面的關卡是最後一次成功載入的版本）
screens-no-packs = 沒有關卡包
screens-no-packs-in = 在 { $folders } 中找不到關卡包 (*.ron)
# 清單下方的一行：玩家的進度。
screens-best-time = 最佳 { $best } 步，用時 { $time }
screens-best = 最佳 { $best } 步
screens-done = 已完成
screens-not-played = 尚未玩過
screens-mystery = 神秘
# 進行中的遊戲：「已走 12 步」。
screens-moves-in =
    { $count ->
       *[other] 已走 { $count } 步
    }
screens-continue = 繼續：{ $name }，{ $progress }
screens-continue-endless = 無盡模式 { $id }
screens-nothing-to-continue = 沒有可以繼續的遊戲
screens-level-gone = 你上次玩的關卡（{ $level }）已不在遊戲中
screens-quit-title = 離開 Water Sort？
screens-quit-saved = 你的進度和設定都已儲存。
screens-quit-cancel = 取消
screens-quit-any-key = 其他任意鍵
screens-quit = 離開
screens-replay = 再玩一次
screens-back = 返回
screens-loading = 正在載入關卡…
# `--level` 超出了關卡包的結尾。
screens-pack-short =
    { $count ->
        [0] { $path } 中沒有關卡
       *[other] { $path } 只有 { $count } 個關卡，從第 { $count } 關開始
    }
# 遊戲執行時被刪除的關卡包檔案。
screens-pack-deleted = { $path }：檔案已被刪除
