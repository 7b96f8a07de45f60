# 关卡选择：列表下方的按键，关卡包属于谁、放在哪里。

level-select-key-choose = 方向键：选择
level-select-key-play = Enter：开始
level-select-key-continue = C：继续
level-select-key-statistics = S：统计
level-select-key-endless = E：无尽模式
level-select-key-daily = D：每日挑战
level-select-key-settings = F2：设置
level-select-key-quit = Esc：退出
level-select-copy-title = { $title }（你的副本）
level-select-copy-home = 内置关卡包的你的副本，保存在 { $path }
level-select-own-home = 你的关卡包，保存在 { $path }
level-select-built-in = 游戏内置
level-select-file-home = 来自 { $path }
