# 关卡选择（标题画面）、关卡方块、关卡包标题、继续、退出确认、加载中和
# 过关面板的按钮。
screens-rule = 不断倒水，直到每个试管里只剩一种颜色
screens-pack-stars = ★ { $stars }/{ $most }
screens-pack-by = { $pack }（作者：{ $author }）
screens-last-good = （下面的关卡是最后一次成功加载的版本）
screens-no-packs = 没有关卡包
screens-no-packs-in = 在 { $folders } 中没有找到关卡包 (*.ron)
# 列表下方的一行：玩家的进度。
screens-best-time = 最佳 { $best } 步，用时 { $time }
screens-best = 最佳 { $best } 步
screens-done = 已完成
screens-not-played = 尚未玩过
screens-mystery = 神秘
# 进行中的游戏：“已走 12 步”。
screens-moves-in =
    { $count ->
       *[other] 已走 { $count } 步
    }
screens-continue = 继续：{ $name }，{ $progress }
screens-continue-endless = 无尽模式 { $id }
screens-nothing-to-continue = 没有可以继续的游戏
screens-level-gone = 你上次玩的关卡（{ $level }）已不在游戏中
screens-quit-title = 退出 Water Sort？
screens-quit-saved = 你的进度和设置都已保存。
screens-quit-cancel = 取消
screens-quit-any-key = 其他任意键
screens-quit = 退出
screens-replay = 再玩一次
screens-back = 返回
screens-loading = 正在加载关卡…
# `--level` 超出了关卡包的末尾。
screens-pack-short =
    { $count ->
        [0] { $path } 中没有关卡
       *[other] { $path } 只有 { $count } 个关卡，从第 { $count } 关开始
    }
# 游戏运行时被删除的关卡包文件。
screens-pack-deleted = { $path }：文件已被删除
