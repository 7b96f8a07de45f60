# 玩家的檔案遇到了什麼。

notices-set-aside =
    { $file ->
        [progress] 無法讀取你的進度檔案，已將其移到 { $aside }；將從頭開始。
        [settings] 無法讀取你的設定檔案，已將其移到 { $aside }；將從頭開始。
        [statistics] 無法讀取你的統計檔案，已將其移到 { $aside }；統計將從零開始。
       *[saved-game] 無法讀取一局進行中的遊戲，已將其移到 { $aside }；無法繼續這局遊戲。
    }
notices-unreadable =
    { $file ->
        [progress] 無法讀取你的進度檔案 { $path }（{ $error }）。本次遊戲不會儲存你的進度。
        [settings] 無法讀取你的設定檔案 { $path }（{ $error }）。本次遊戲不會儲存你的設定。
        [statistics] 無法讀取你的統計檔案 { $path }（{ $error }）。本次遊戲不會儲存你的統計。
       *[saved-game] 無法讀取你儲存的遊戲 { $path }（{ $error }）。本次遊戲不會儲存你的遊戲。
    }
notices-stuck =
    { $file ->
        [progress] 你的進度檔案 { $path } 已損壞（{ $why }），且無法移開（{ $error }）。本次遊戲不會儲存你的進度。
        [settings] 你的設定檔案 { $path } 已損壞（{ $why }），且無法移開（{ $error }）。本次遊戲不會儲存你的設定。
        [statistics] 你的統計檔案 { $path } 已損壞（{ $why }），且無法移開（{ $error }）。本次遊戲不會儲存你的統計。
       *[saved-game] 你儲存的遊戲 { $path } 已損壞（{ $why }），且無法移開（{ $error }）。本次遊戲不會儲存你的遊戲。
    }
notices-more = 還有{ $more }處（見記錄檔）
notices-kept =
    { $file ->
        [progress] 你的進度檔案原樣儲存在 { $aside }。
        [settings] 你的設定檔案原樣儲存在 { $aside }。
        [statistics] 你的統計檔案原樣儲存在 { $aside }。
       *[saved-game] 你儲存的遊戲原樣儲存在 { $aside }。
    }
notices-not-rewritten = 無法重新寫入（{ $error }）。
notices-not-copied =
    { $file ->
        [progress] 你的進度檔案 { $path } 含有錯誤的值，且無法另存複本（{ $error }）。本次遊戲不會儲存你的進度。
        [settings] 你的設定檔案 { $path } 含有錯誤的值，且無法另存複本（{ $error }）。本次遊戲不會儲存你的設定。
        [statistics] 你的統計檔案 { $path } 含有錯誤的值，且無法另存複本（{ $error }）。本次遊戲不會儲存你的統計。
       *[saved-game] 你儲存的遊戲 { $path } 含有錯誤的值，且無法另存複本（{ $error }）。本次遊戲不會儲存你的遊戲。
    }
notices-not-saved =
    { $file ->
        [progress] 無法儲存進度：{ $error }
        [settings] 無法儲存設定：{ $error }
        [statistics] 無法儲存統計：{ $error }
       *[saved-game] 無法儲存你的遊戲：{ $error }
    }

notices-translation = 翻譯檔案有 { $count } 處問題；其餘部分照常使用：
