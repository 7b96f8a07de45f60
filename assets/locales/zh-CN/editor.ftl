# 作者看到的文字：编辑器的状态行，以及 `water-sort check` 对神秘开局的说明。

editor-solvable = { $moves }步可解，难度 { $difficulty }
editor-solvable-not-optimal = 可解（有一种{ $moves }步的解法；最短解法未知）
editor-unsolvable = 无解
editor-gave-up = 未知（求解器放弃了）
editor-checking = 检查中……

editor-status-solvable = { $moves }步可解，难度 { $difficulty }
editor-status-solvable-not-optimal = 可解（有一种{ $moves }步的解法；最短解法未知）
editor-status-unsolvable = 无解
editor-status-gave-up = 未知（求解器放弃了）
editor-status-checking = 检查中……

editor-status-mystery =
    知道所有颜色时：{ $found }
    玩家的开局：{ $start }

editor-start-nothing-hidden = 没有隐藏的部分
editor-start-solved = 已解开
editor-start-guaranteed = 有保证（无论隐藏的是什么都能赢）
editor-start-likely = 有希望：在{ $examined }种排列中，{ $part }仍有可能获胜
editor-start-likely-sampled = 有希望：随机抽取的{ $examined }种排列中，{ $won }种仍有可能获胜
editor-start-likely-at-least = 有希望：在{ $examined }种排列中，至少{ $part }仍有可能获胜（部分太难求解）
editor-start-lost = 必输（没有可解的排列）
editor-start-unknown = 未知（搜索放弃了）

editor-column-solved = 已解开
editor-column-guaranteed = 有保证
editor-column-likely = 有希望 { $part }%
editor-column-likely-sampled-all = 有希望 抽样{ $examined }种中{ $won }种
editor-column-lost = 必输
editor-column-unknown = 未知

editor-starts-refuted = （{ $refuted }个神秘开局没有保证）
editor-starts-unknown = （{ $unknown }个神秘开局未能证明任何一方（搜索已用尽））
editor-starts-both = （{ $refuted }个神秘开局没有保证，{ $unknown }个未能证明任何一方（搜索已用尽））
