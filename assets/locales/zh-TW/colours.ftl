# 遊戲調色盤的顏色（所有內建關卡包和產生關卡的顏色）：鎖住試管的鑰匙顏色、
# 編輯器的鎖。
colour-purple = 紫色
colour-green = 綠色
colour-cyan = 青色
colour-orange = 橙色
colour-periwinkle = 長春花藍
colour-red = 紅色
colour-mint = 薄荷綠
colour-teal = 藍綠色
colour-blue = 藍色
colour-pink = 粉紅色
colour-yellow = 黃色
colour-rust = 鐵鏽紅
colour-sage = 鼠尾草綠
colour-orchid = 蘭花紫
colour-turquoise = 綠松石色
colour-salmon = 鮭魚紅
colour-lime = 萊姆綠
colour-azure = 天藍色
colour-forest = 森林綠
colour-sand = 沙色
