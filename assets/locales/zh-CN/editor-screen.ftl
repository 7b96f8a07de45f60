# 关卡编辑器,以及从关卡选择进入编辑器的入口。核心给出的原因
# (关卡包或关卡的问题)对作者保留英文。

## 试管上方的几行
editor-title = 正在编辑 { $pack }({ $file })
editor-title-unsaved = 正在编辑 { $pack }({ $file })  - 有未保存的更改
editor-note-builtin-copy = 内置关卡包的副本:保存时写到这里
editor-note-new-pack = 新关卡包:保存时创建文件
editor-level-line = 关卡 { $level }/{ $level_count }:{ $name }    容量 { $capacity }    { $tube_count } 支试管    已选试管 { $tube }    点击添加 { $colour }

## 工具栏的分组和按钮(^S 即 Ctrl+S)
editor-group-file = 文件
editor-group-level = 关卡
editor-group-tubes = 试管
editor-group-mystery = 神秘
editor-group-pack = 关卡包
editor-button-save = 保存 ^S
editor-button-undo = 撤销 ^Z
editor-button-redo = 重做 ^Y
editor-button-playtest = 试玩 F5
editor-button-close = 关闭 Esc
editor-button-new-level = 新建 ^N
editor-button-duplicate = 复制
editor-button-delete = 删除
editor-button-move = 移动
editor-button-rename = 重命名 ^R
editor-button-capacity = 容量
editor-button-tubes = 试管
editor-button-deal = 随机生成 ^D
editor-button-deal-seed = 按种子生成
editor-button-hidden = 隐藏
editor-button-player-view = 玩家视角 F6
editor-button-pack-name = 名称
editor-button-author = 作者
editor-button-description = 简介
editor-button-add-colour = 添加颜色
editor-button-edit-colour = 编辑颜色

## 按钮下方的按键说明
editor-help-tube = 左/右:选试管
editor-help-add-colour = 颜色键:添加颜色
editor-help-take-top = Backspace:取走最上层
editor-help-empty = Delete:清空
editor-help-tubes = +/-:试管数
editor-help-hide = 上/下:多藏/少藏
editor-help-player-view = F6:玩家视角
editor-help-level = PgUp/PgDn:切换关卡
editor-help-move-level = Ctrl+上/下:移动关卡
editor-help-new-level = Ctrl+N:新建
editor-help-click = 点击:添加
editor-help-right-click = 右键:取走
editor-help-drag = 拖动:移动
editor-help-wheel = 滚轮:隐藏

## 文本输入框
editor-ask-level-name = 关卡名称
editor-ask-pack-name = 关卡包名称
editor-ask-author = 作者(留空表示无)
editor-ask-description = 简介(留空表示无)
editor-ask-add-colour = 新颜色:按键 名称 #rrggbb [符号],例如 Q teal #469990 q
editor-ask-change-colour = 颜色 { $colour }:按键 名称 #rrggbb [符号]
editor-ask-deal-seed = 按种子生成(一个整数)
editor-keys-field = Enter:确定    Esc:取消    Ctrl+A:全选
editor-answer-ok = 确定
editor-answer-cancel = 取消

## 确认(字母是作答的按键)
editor-confirm-leave = 有未保存的更改。
editor-keys-leave = S:保存并离开    D:不保存离开    Esc:继续编辑
editor-answer-save-and-leave = 保存并离开
editor-answer-leave = 离开
editor-answer-keep-editing = 继续编辑
editor-confirm-unsolvable = 关卡 { $level } 无解:怎么倒都排不好。
    仍要保存吗?关卡选择中会标出它。
editor-keys-unsolvable = Y:保存    Esc:继续编辑
editor-answer-save = 保存
editor-confirm-changed-on-disk = { $file } 在这里打开或保存之后,已在磁盘上被修改。
editor-keys-changed-on-disk = R:重新读取(丢弃你的修改)    O:用你的版本覆盖    Esc:取消
editor-answer-read-again = 重新读取
editor-answer-overwrite = 覆盖

## 操作的结果,或没有生效的原因
editor-no-colour-key = 调色板中没有按键为 { $key } 的颜色
editor-hides-nothing = 试管 { $tube } 没有隐藏任何东西
editor-player-view-on = 玩家开局时看到的关卡(F6:显示所有颜色)
editor-player-view-off = 显示所有颜色,隐藏部分已标出(F6:玩家看到的样子)
editor-nothing-to-undo = 没有可撤销的操作
editor-nothing-to-redo = 没有可重做的操作
editor-playtest-pack = 试玩:{ $pack }
editor-cannot-playtest = 还不能试玩:{ $problems }
editor-not-a-seed = “{ $text }”不是种子(请输入整数)
editor-dealing = 正在按种子 { $seed } 生成…
editor-dealt = 已按种子 { $seed } 生成(再生成一次:Ctrl+Shift+D,{ $seed })
editor-dealt-grown = 已按种子 { $seed } 生成,生成至少要 3 支试管,现为 { $tube_count } 支(再生成一次:Ctrl+Shift+D,{ $seed })
editor-deal-needs-colours = 生成关卡需要调色板里至少有 2 种颜色:请添加颜色
editor-no-deal = 从种子 { $seed } 起生成不出这个大小的可解关卡:请增加试管或颜色

## 文件
editor-pack-gone = 那个关卡包已经不在了
editor-no-data-folder-copy = 没有数据文件夹可以保存内置关卡包的副本
editor-builtin-missing = 找不到那个内置关卡包
editor-new-pack-name = 新关卡包
editor-fix-pack-first = 请先修好关卡包再编辑:
    { $problem }
editor-cannot-read = 无法读取 { $file }:{ $reason }
editor-cannot-edit = { $problem };无法编辑
editor-read-again = 已重新读取 { $file }
editor-reload-failed = 磁盘上的文件无法读取,所以没有载入:{ $problem }
editor-checking-before-save = 保存前正在检查改动过的关卡…
editor-not-saved = 未保存:关卡 { $level }:{ $problem }
editor-could-not-save = 无法保存 { $file }:{ $reason }
editor-saved = 已保存 { $file }
editor-saved-rewritten = 已保存 { $file }(文件格式不常见:已重写整个文件)
editor-saved-unreadable = 已保存,但文件无法重新读取:{ $problem }

## 从关卡选择进入编辑器
editor-entry-author = 作者
editor-entry-author-label = 作者:
editor-entry-edit-level = 编辑关卡
editor-entry-new-level = 新关卡
editor-entry-new-pack = 新关卡包
editor-entry-no-data-folder = 没有数据文件夹可以存放新关卡包
editor-entry-source = 关卡包 { $pack }:{ $file }
editor-entry-source-overrides = 关卡包 { $pack }:{ $file }(替换内置关卡包)
