# 無盡模式和每日挑戰，以及它們在關卡選擇中的按鈕。
endless-title = 無盡模式
endless-daily = 每日挑戰
# 每日挑戰按鈕的按鍵，以及今天的成績。
endless-daily-key-done = D   （今天：{ $best } 步完成）
endless-intro = 全新關卡，每一關都有解。用遊戲 ID 分享關卡。
endless-colours = 顏色數
endless-empty = 空試管
endless-height = 試管高度
endless-difficulty = 難度
endless-easy = 簡單
endless-medium = 中等
endless-hard = 困難
# 句子中的難度（關卡的設定）。
endless-easy-word = 簡單
endless-medium-word = 中等
endless-hard-word = 困難
endless-new-level = 新關卡
endless-play = 開始
endless-daily-row = 每日挑戰，{ $date }
endless-play-daily = 玩每日挑戰
endless-daily-done = { $id }  { $moves } 步完成
endless-daily-about = { $id }  { $colours } 種顏色，{ $difficulty }
endless-game-id = 遊戲 ID
endless-play-id = 以 ID 開始
endless-levels = 關卡列表
endless-footer = 上/下：選擇    左/右：變更    Enter：開始    輸入遊戲 ID 可再玩一次該關卡
endless-id-example = 例如 9M24-7KQ3X9
# 關卡的設定：「6 種顏色，2 支空試管，高度 4，中等」。
endless-describe = { $colours } 種顏色，{ $empty } 支空試管，高度 { $height }，{ $difficulty }
endless-generating = 正在產生 { $id }（{ $settings }）…
endless-last-played = 上次遊戲：{ $id }（{ $settings }）
endless-last-solved = 上次遊戲：{ $id }（{ $settings }，{ $moves } 步完成）
endless-new = 新關卡：{ $settings }
# 遊戲中每日挑戰的名稱。
endless-daily-name = 每日挑戰 { $date }
