# 玩家的文件遇到了什么。

notices-set-aside =
    { $file ->
        [progress] 无法读取你的进度文件，已将其移到 { $aside }；将从头开始。
        [settings] 无法读取你的设置文件，已将其移到 { $aside }；将从头开始。
        [statistics] 无法读取你的统计文件，已将其移到 { $aside }；统计将从零开始。
       *[saved-game] 无法读取一局进行中的游戏，已将其移到 { $aside }；无法继续这局游戏。
    }
notices-unreadable =
    { $file ->
        [progress] 无法读取你的进度文件 { $path }（{ $error }）。本次游戏不会保存你的进度。
        [settings] 无法读取你的设置文件 { $path }（{ $error }）。本次游戏不会保存你的设置。
        [statistics] 无法读取你的统计文件 { $path }（{ $error }）。本次游戏不会保存你的统计。
       *[saved-game] 无法读取你保存的游戏 { $path }（{ $error }）。本次游戏不会保存你的游戏。
    }
notices-stuck =
    { $file ->
        [progress] 你的进度文件 { $path } 已损坏（{ $why }），且无法移开（{ $error }）。本次游戏不会保存你的进度。
        [settings] 你的设置文件 { $path } 已损坏（{ $why }），且无法移开（{ $error }）。本次游戏不会保存你的设置。
        [statistics] 你的统计文件 { $path } 已损坏（{ $why }），且无法移开（{ $error }）。本次游戏不会保存你的统计。
       *[saved-game] 你保存的游戏 { $path } 已损坏（{ $why }），且无法移开（{ $error }）。本次游戏不会保存你的游戏。
    }
notices-more = 还有{ $more }处（见日志）
notices-kept =
    { $file ->
        [progress] 你的进度文件原样保存在 { $aside }。
        [settings] 你的设置文件原样保存在 { $aside }。
        [statistics] 你的统计文件原样保存在 { $aside }。
       *[saved-game] 你保存的游戏原样保存在 { $aside }。
    }
notices-not-rewritten = 无法重新写入（{ $error }）。
notices-not-copied =
    { $file ->
        [progress] 你的进度文件 { $path } 含有错误的值，且无法另存副本（{ $error }）。本次游戏不会保存你的进度。
        [settings] 你的设置文件 { $path } 含有错误的值，且无法另存副本（{ $error }）。本次游戏不会保存你的设置。
        [statistics] 你的统计文件 { $path } 含有错误的值，且无法另存副本（{ $error }）。本次游戏不会保存你的统计。
       *[saved-game] 你保存的游戏 { $path } 含有错误的值，且无法另存副本（{ $error }）。本次游戏不会保存你的游戏。
    }
notices-not-saved =
    { $file ->
        [progress] 无法保存进度：{ $error }
        [settings] 无法保存设置：{ $error }
        [statistics] 无法保存统计：{ $error }
       *[saved-game] 无法保存你的游戏：{ $error }
    }

notices-translation = 翻译文件有 { $count } 处问题；其余部分照常使用：
