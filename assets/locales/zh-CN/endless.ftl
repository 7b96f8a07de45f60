# 无尽模式和每日挑战，以及它们在关卡选择中的按钮。
endless-title = 无尽模式
endless-daily = 每日挑战
# 每日挑战按钮的按键，以及今天的成绩。
endless-daily-key-done = D   （今天：{ $best } 步完成）
endless-intro = 全新关卡，每一关都有解。用游戏 ID 分享关卡。
endless-colours = 颜色数
endless-empty = 空试管
endless-height = 试管高度
endless-difficulty = 难度
endless-easy = 简单
endless-medium = 中等
endless-hard = 困难
# 句子中的难度（关卡的设置）。
endless-easy-word = 简单
endless-medium-word = 中等
endless-hard-word = 困难
endless-new-level = 新关卡
endless-play = 开始
endless-daily-row = 每日挑战，{ $date }
endless-play-daily = 玩每日挑战
endless-daily-done = { $id }  { $moves } 步完成
endless-daily-about = { $id }  { $colours } 种颜色，{ $difficulty }
endless-game-id = 游戏 ID
endless-play-id = 按 ID 开始
endless-levels = 关卡列表
endless-footer = 上/下：选择    左/右：更改    Enter：开始    输入游戏 ID 可再玩一次该关卡
endless-id-example = 例如 9M24-7KQ3X9
# 关卡的设置：“6 种颜色，2 个空试管，高度 4，中等”。
endless-describe = { $colours } 种颜色，{ $empty } 个空试管，高度 { $height }，{ $difficulty }
endless-generating = 正在生成 { $id }（{ $settings }）…
endless-last-played = 上次游戏：{ $id }（{ $settings }）
endless-last-solved = 上次游戏：{ $id }（{ $settings }，{ $moves } 步完成）
endless-new = 新关卡：{ $settings }
# 游戏中每日挑战的名称。
endless-daily-name = 每日挑战 { $date }
