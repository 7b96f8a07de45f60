# エディターの変則ルール用ツール:選んだチューブの高さとロック、レベルの
# ルール、キーの説明。
editor-variants-group = 変則ルール
editor-variants-height = 高さ { $height }
editor-variants-unlocked = ロック:なし
editor-variants-locked = ロック:{ $colour }（{ $key }）
editor-variants-rule-water = ルール:ウォーター
editor-variants-rule-ball = ルール:ボール
editor-variants-help-height = Shift+上下キー:高さ
editor-variants-help-lock = Ctrl+L:ロック
editor-variants-help-rule = Ctrl+B:ルール
editor-variants-no-key = チューブ { $tube } をロックできる色がレベルにありません
