# 桌面上显示的游戏名称（桌面文件和 AppStream 元数据）。
app-name = 倒水排序
app-generic-name = 益智游戏
app-comment = 在试管之间倒彩色液体，直到每个试管只有一种颜色
app-summary = 倒彩色液体，直到每个试管只有一种颜色
app-keywords = 益智;排序;倒水;液体;颜色;试管;
app-description = 一款桌面版倒水排序游戏。在试管之间倒彩色液体，直到每个试管只装一种颜色。没有广告，撤销不限次数，也没有无解的关卡：内置求解器证明每个自带关卡都有解，还能为任何局面找出最短的解法。
app-feature-packs = 从三种颜色到十二种颜色的关卡包，带标准步数和星级
app-feature-hints = 求解器给出的提示，以及对当前局面的实时判断
app-feature-modes = 隐藏颜色的神秘关卡、每日挑战和无尽模式
app-feature-editor = 关卡编辑器，以及检查、求解和生成关卡包的命令行工具
