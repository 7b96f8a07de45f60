# 编辑器的变体工具:所选试管的高度和锁、关卡的规则,以及按键说明。
editor-variants-group = 变体
editor-variants-height = 高度 { $height }
editor-variants-unlocked = 锁:无
editor-variants-locked = 锁:{ $colour }（{ $key }）
editor-variants-rule-water = 规则:倒水
editor-variants-rule-ball = 规则:球排序
editor-variants-help-height = Shift+上/下:高度
editor-variants-help-lock = Ctrl+L:锁住
editor-variants-help-rule = Ctrl+B:规则
editor-variants-no-key = 关卡里没有能锁住试管 { $tube } 的颜色
