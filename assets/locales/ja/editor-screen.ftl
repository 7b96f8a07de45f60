# レベルエディターと、レベル選択からエディターへの入り口。コアが示す理由
# (パックやレベルの問題)は作者向けに英語のままです。

## チューブの上の行
editor-title = { $pack } を編集中({ $file })
editor-title-unsaved = { $pack } を編集中({ $file })  - 未保存の変更あり
editor-note-builtin-copy = 内蔵パックのコピー:保存するとここに書き込まれます
editor-note-new-pack = 新しいパック:保存するとファイルが作られます
editor-level-line = レベル { $level }/{ $level_count }:{ $name }    容量 { $capacity }    チューブ { $tube_count } 本    チューブ { $tube } を選択中    クリックで { $colour } を追加

## ツールバーのグループとボタン(^S は Ctrl+S)
editor-group-file = ファイル
editor-group-level = レベル
editor-group-tubes = チューブ
editor-group-mystery = ミステリー
editor-group-pack = パック
editor-button-save = 保存 ^S
editor-button-undo = 元に戻す ^Z
editor-button-redo = やり直す ^Y
editor-button-playtest = テスト F5
editor-button-close = 閉じる Esc
editor-button-new-level = 新規 ^N
editor-button-duplicate = 複製
editor-button-delete = 削除
editor-button-move = 移動
editor-button-rename = 名前変更 ^R
editor-button-capacity = 容量
editor-button-tubes = チューブ
editor-button-deal = ランダム生成 ^D
editor-button-deal-seed = シードで生成
editor-button-hidden = 隠す数
editor-button-player-view = プレイヤー視点 F6
editor-button-pack-name = 名前
editor-button-author = 作者
editor-button-description = 説明
editor-button-add-colour = 色を追加
editor-button-edit-colour = 色を編集

## ボタンの下のキー操作ヘルプ
editor-help-tube = 左右キー:チューブ
editor-help-add-colour = 色のキー:色を追加
editor-help-take-top = Backspace:一番上を取る
editor-help-empty = Delete:空にする
editor-help-tubes = +/-:チューブ数
editor-help-hide = 上下キー:隠す数を増減
editor-help-player-view = F6:プレイヤー視点
editor-help-level = PgUp/PgDn:レベル
editor-help-move-level = Ctrl+上下キー:レベルを移動
editor-help-new-level = Ctrl+N:新規
editor-help-click = クリック:追加
editor-help-right-click = 右クリック:取る
editor-help-drag = ドラッグ:移動
editor-help-wheel = ホイール:隠す

## 入力欄
editor-ask-level-name = レベル名
editor-ask-pack-name = パック名
editor-ask-author = 作者(空欄でなし)
editor-ask-description = 説明(空欄でなし)
editor-ask-add-colour = 新しい色:キー 名前 #rrggbb [記号]、例:Q teal #469990 q
editor-ask-change-colour = 色 { $colour }:キー 名前 #rrggbb [記号]
editor-ask-deal-seed = シードで生成(整数)
editor-keys-field = Enter:OK    Esc:キャンセル    Ctrl+A:すべて選択
editor-answer-ok = OK
editor-answer-cancel = キャンセル

## 確認(英字は答えるキー)
editor-confirm-leave = 保存していない変更があります。
editor-keys-leave = S:保存して閉じる    D:保存せずに閉じる    Esc:編集を続ける
editor-answer-save-and-leave = 保存して閉じる
editor-answer-leave = 閉じる
editor-answer-keep-editing = 編集を続ける
editor-confirm-unsolvable = レベル { $level } は解けません:どう注いでも揃いません。
    それでも保存しますか?レベル選択に印が付きます。
editor-keys-unsolvable = Y:保存    Esc:編集を続ける
editor-answer-save = 保存
editor-confirm-changed-on-disk = { $file } は、ここで開いたか保存した後にディスク上で変更されました。
editor-keys-changed-on-disk = R:読み直す(編集内容は破棄)    O:自分の内容で上書き    Esc:キャンセル
editor-answer-read-again = 読み直す
editor-answer-overwrite = 上書き

## 操作の結果、または何もしなかった理由
editor-no-colour-key = キー { $key } を持つ色はパレットにありません
editor-hides-nothing = チューブ { $tube } は何も隠していません
editor-player-view-on = プレイヤーが最初に見るレベル(F6:すべての色)
editor-player-view-off = すべての色、隠した部分に印付き(F6:プレイヤーの見え方)
editor-nothing-to-undo = 元に戻す操作はありません
editor-nothing-to-redo = やり直す操作はありません
editor-playtest-pack = テスト:{ $pack }
editor-cannot-playtest = まだテストできません:{ $problems }
editor-not-a-seed = 「{ $text }」はシードではありません(整数を入力)
editor-dealing = シード { $seed } で生成しています…
editor-dealt = シード { $seed } で生成しました(もう一度:Ctrl+Shift+D、{ $seed })
editor-dealt-grown = シード { $seed } で生成しました。生成には 3 本必要なのでチューブを { $tube_count } 本にしました(もう一度:Ctrl+Shift+D、{ $seed })
editor-deal-needs-colours = 生成するにはパレットに 2 色以上必要です:色を追加してください
editor-no-deal = シード { $seed } 以降ではこの大きさの解けるレベルを生成できません:チューブか色を増やしてください

## ファイル
editor-pack-gone = そのパックはもうありません
editor-no-data-folder-copy = 内蔵パックのコピーを保存するデータフォルダーがありません
editor-builtin-missing = その内蔵パックが見つかりません
editor-new-pack-name = 新しいパック
editor-fix-pack-first = 編集する前にパックを直してください:
    { $problem }
editor-cannot-read = { $file } を読めません:{ $reason }
editor-cannot-edit = { $problem }。編集できません
editor-read-again = { $file } を読み直しました
editor-reload-failed = ディスク上のファイルが読めないため、読み込みませんでした:{ $problem }
editor-checking-before-save = 保存の前に変更したレベルを確認しています…
editor-not-saved = 保存していません:レベル { $level }:{ $problem }
editor-could-not-save = { $file } を保存できませんでした:{ $reason }
editor-saved = { $file } を保存しました
editor-saved-rewritten = { $file } を保存しました(書式が特殊だったため、ファイル全体を書き直しました)
editor-saved-unreadable = 保存しましたが、ファイルを読み直せません:{ $problem }

## レベル選択からエディターへの入り口
editor-entry-author = 作者
editor-entry-author-label = 作者:
editor-entry-edit-level = レベルを編集
editor-entry-new-level = 新しいレベル
editor-entry-new-pack = 新しいパック
editor-entry-no-data-folder = 新しいパックを置くデータフォルダーがありません
editor-entry-source = パック { $pack }:{ $file }
editor-entry-source-overrides = パック { $pack }:{ $file }(内蔵パックを置き換え)
