# The help panel (F1 or ? on any screen).
help-panel-title = 帮助
help-panel-rules = 点击一支试管拿起最上面的颜色，再点击另一支，把它倒在相同的颜色上或倒进空试管。每支试管只剩一种颜色时，关卡就完成了。
help-panel-stars = 标准步数是完成关卡的最少步数。在标准步数内完成得 3 颗星，稍多几步得 2 颗星，完成即得 1 颗星；用了提示或额外试管最多 2 颗星，用了“演示给我看”只得 1 颗星。
help-panel-keys = 按键与手柄
help-panel-column-action = 操作
help-panel-column-keys = 按键
help-panel-column-pad = 手柄
help-panel-lesson = 再看一遍教程
help-panel-close = 关闭
