# エンドレスとデイリーパズル、レベル選択のそのボタン。
endless-title = エンドレス
endless-daily = デイリーパズル
# デイリーパズルのボタンのキーと今日の結果。
endless-daily-key-done = D   （今日: { $best } 手でクリア）
endless-intro = いつも新しいレベル、どれも必ず解けます。ゲームIDでレベルを共有できます。
endless-colours = 色の数
endless-empty = 空のチューブ
endless-height = チューブの高さ
endless-difficulty = 難易度
endless-easy = かんたん
endless-medium = ふつう
endless-hard = むずかしい
# 文中の難易度（レベルの設定）。
endless-easy-word = かんたん
endless-medium-word = ふつう
endless-hard-word = むずかしい
endless-new-level = 新しいレベル
endless-play = プレイ
endless-daily-row = デイリーパズル（{ $date }）
endless-play-daily = デイリーを遊ぶ
endless-daily-done = { $id }  { $moves } 手でクリア
endless-daily-about = { $id }  { $colours } 色・{ $difficulty }
endless-game-id = ゲームID
endless-play-id = IDで遊ぶ
endless-levels = レベル一覧
endless-footer = 上下: 選ぶ    左右: 変える    Enter: プレイ    ゲームIDを入力するとそのレベルをもう一度遊べます
endless-id-example = 例: 9M24-7KQ3X9
# レベルの設定:「6 色・空のチューブ 2 本・高さ 4・ふつう」。
endless-describe = { $colours } 色・空のチューブ { $empty } 本・高さ { $height }・{ $difficulty }
endless-generating = { $id } を作成中（{ $settings }）…
endless-last-played = 前回のプレイ: { $id }（{ $settings }）
endless-last-solved = 前回のプレイ: { $id }（{ $settings }、{ $moves } 手でクリア）
endless-new = 新しいレベル: { $settings }
# プレイ中のデイリーパズルの名前。
endless-daily-name = デイリーパズル { $date }
