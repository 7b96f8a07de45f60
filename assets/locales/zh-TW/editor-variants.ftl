# 編輯器的變體工具:所選試管的高度和鎖、關卡的規則,以及按鍵說明。
editor-variants-group = 變體
editor-variants-height = 高度 { $height }
editor-variants-unlocked = 鎖:無
editor-variants-locked = 鎖:{ $colour }（{ $key }）
editor-variants-rule-water = 規則:倒水
editor-variants-rule-ball = 規則:球排序
editor-variants-help-height = Shift+上/下:高度
editor-variants-help-lock = Ctrl+L:鎖住
editor-variants-help-rule = Ctrl+B:規則
editor-variants-no-key = 關卡裡沒有能鎖住試管 { $tube } 的顏色
