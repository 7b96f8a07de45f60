# 關卡編輯器,以及從關卡選擇進入編輯器的入口。核心提供的原因
# (關卡包或關卡的問題)對作者保留英文。

## 試管上方的幾行
editor-title = 正在編輯 { $pack }({ $file })
editor-title-unsaved = 正在編輯 { $pack }({ $file })  - 有未儲存的變更
editor-note-builtin-copy = 內建關卡包的副本:儲存時寫到這裡
editor-note-new-pack = 新關卡包:儲存時建立檔案
editor-level-line = 關卡 { $level }/{ $level_count }:{ $name }    容量 { $capacity }    { $tube_count } 支試管    已選試管 { $tube }    點擊加入 { $colour }

## 工具列的分組和按鈕(^S 即 Ctrl+S)
editor-group-file = 檔案
editor-group-level = 關卡
editor-group-tubes = 試管
editor-group-mystery = 神秘
editor-group-pack = 關卡包
editor-button-save = 儲存 ^S
editor-button-undo = 復原 ^Z
editor-button-redo = 重做 ^Y
editor-button-playtest = 試玩 F5
editor-button-close = 關閉 Esc
editor-button-new-level = 新增 ^N
editor-button-duplicate = 複製
editor-button-delete = 刪除
editor-button-move = 移動
editor-button-rename = 重新命名 ^R
editor-button-capacity = 容量
editor-button-tubes = 試管
editor-button-deal = 隨機產生 ^D
editor-button-deal-seed = 依種子產生
editor-button-hidden = 隱藏
editor-button-player-view = 玩家視角 F6
editor-button-pack-name = 名稱
editor-button-author = 作者
editor-button-description = 簡介
editor-button-add-colour = 新增顏色
editor-button-edit-colour = 編輯顏色

## 按鈕下方的按鍵說明
editor-help-tube = 左/右:選試管
editor-help-add-colour = 顏色鍵:加入顏色
editor-help-take-top = Backspace:取走最上層
editor-help-empty = Delete:清空
editor-help-tubes = +/-:試管數
editor-help-hide = 上/下:多藏/少藏
editor-help-player-view = F6:玩家視角
editor-help-level = PgUp/PgDn:切換關卡
editor-help-move-level = Ctrl+上/下:移動關卡
editor-help-new-level = Ctrl+N:新增
editor-help-click = 點擊:加入
editor-help-right-click = 右鍵:取走
editor-help-drag = 拖曳:移動
editor-help-wheel = 滾輪:隱藏

## 文字輸入框
editor-ask-level-name = 關卡名稱
editor-ask-pack-name = 關卡包名稱
editor-ask-author = 作者(留空表示無)
editor-ask-description = 簡介(留空表示無)
editor-ask-add-colour = 新顏色:按鍵 名稱 #rrggbb [符號],例如 Q teal #469990 q
editor-ask-change-colour = 顏色 { $colour }:按鍵 名稱 #rrggbb [符號]
editor-ask-deal-seed = 依種子產生(一個整數)
editor-keys-field = Enter:確定    Esc:取消    Ctrl+A:全選
editor-answer-ok = 確定
editor-answer-cancel = 取消

## 確認(字母是作答的按鍵)
editor-confirm-leave = 有未儲存的變更。
editor-keys-leave = S:儲存並離開    D:不儲存離開    Esc:繼續編輯
editor-answer-save-and-leave = 儲存並離開
editor-answer-leave = 離開
editor-answer-keep-editing = 繼續編輯
editor-confirm-unsolvable = 關卡 { $level } 無解:怎麼倒都排不好。
    仍要儲存嗎?關卡選擇中會標出它。
editor-keys-unsolvable = Y:儲存    Esc:繼續編輯
editor-answer-save = 儲存
editor-confirm-changed-on-disk = { $file } 在這裡開啟或儲存之後,已在磁碟上被修改。
editor-keys-changed-on-disk = R:重新讀取(捨棄你的修改)    O:用你的版本覆寫    Esc:取消
editor-answer-read-again = 重新讀取
editor-answer-overwrite = 覆寫

## 操作的結果,或沒有生效的原因
editor-no-colour-key = 調色盤中沒有按鍵為 { $key } 的顏色
editor-hides-nothing = 試管 { $tube } 沒有隱藏任何東西
editor-player-view-on = 玩家開局時看到的關卡(F6:顯示所有顏色)
editor-player-view-off = 顯示所有顏色,隱藏部分已標出(F6:玩家看到的樣子)
editor-nothing-to-undo = 沒有可復原的操作
editor-nothing-to-redo = 沒有可重做的操作
editor-playtest-pack = 試玩:{ $pack }
editor-cannot-playtest = 還不能試玩:{ $problems }
editor-not-a-seed = 「{ $text }」不是種子(請輸入整數)
editor-dealing = 正在依種子 { $seed } 產生…
editor-dealt = 已依種子 { $seed } 產生(再產生一次:Ctrl+Shift+D,{ $seed })
editor-dealt-grown = 已依種子 { $seed } 產生,產生至少要 3 支試管,現為 { $tube_count } 支(再產生一次:Ctrl+Shift+D,{ $seed })
editor-deal-needs-colours = 產生關卡需要調色盤裡至少有 2 種顏色:請新增顏色
editor-no-deal = 從種子 { $seed } 起產生不出這個大小的可解關卡:請增加試管或顏色

## 檔案
editor-pack-gone = 那個關卡包已經不在了
editor-no-data-folder-copy = 沒有存放資料的資料夾,無法儲存內建關卡包的副本
editor-builtin-missing = 找不到那個內建關卡包
editor-new-pack-name = 新關卡包
editor-fix-pack-first = 請先修好關卡包再編輯:
    { $problem }
editor-cannot-read = 無法讀取 { $file }:{ $reason }
editor-cannot-edit = { $problem };無法編輯
editor-read-again = 已重新讀取 { $file }
editor-reload-failed = 磁碟上的檔案無法讀取,所以沒有載入:{ $problem }
editor-checking-before-save = 儲存前正在檢查改動過的關卡…
editor-not-saved = 未儲存:關卡 { $level }:{ $problem }
editor-could-not-save = 無法儲存 { $file }:{ $reason }
editor-saved = 已儲存 { $file }
editor-saved-rewritten = 已儲存 { $file }(檔案格式不常見:已重寫整個檔案)
editor-saved-unreadable = 已儲存,但檔案無法重新讀取:{ $problem }

## 從關卡選擇進入編輯器
editor-entry-author = 作者
editor-entry-author-label = 作者:
editor-entry-edit-level = 編輯關卡
editor-entry-new-level = 新關卡
editor-entry-new-pack = 新關卡包
editor-entry-no-data-folder = 沒有存放資料的資料夾,無法存放新關卡包
editor-entry-source = 關卡包 { $pack }:{ $file }
editor-entry-source-overrides = 關卡包 { $pack }:{ $file }(取代內建關卡包)
