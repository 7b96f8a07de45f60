# The help panel (F1 or ? on any screen).
help-panel-title = 說明
help-panel-rules = 點擊一支試管拿起最上面的顏色，再點擊另一支，把它倒在相同的顏色上或倒進空試管。每支試管只剩一種顏色時，關卡就完成了。
help-panel-stars = 標準步數是完成關卡的最少步數。在標準步數內完成得 3 顆星，稍多幾步得 2 顆星，完成即得 1 顆星；用了提示或額外試管最多 2 顆星，用了「示範給我看」只得 1 顆星。
help-panel-keys = 按鍵與控制器
help-panel-column-action = 操作
help-panel-column-keys = 按鍵
help-panel-column-pad = 控制器
help-panel-lesson = 再看一次教學
help-panel-close = 關閉
