# 游戏调色板的颜色（所有内置关卡包和生成关卡的颜色）：锁住试管的钥匙颜色、
# 编辑器的锁。
colour-purple = 紫色
colour-green = 绿色
colour-cyan = 青色
colour-orange = 橙色
colour-periwinkle = 长春花蓝
colour-red = 红色
colour-mint = 薄荷绿
colour-teal = 蓝绿色
colour-blue = 蓝色
colour-pink = 粉色
colour-yellow = 黄色
colour-rust = 铁锈红
colour-sage = 鼠尾草绿
colour-orchid = 兰花紫
colour-turquoise = 绿松石色
colour-salmon = 鲑鱼红
colour-lime = 青柠绿
colour-azure = 天蓝色
colour-forest = 森林绿
colour-sand = 沙色
