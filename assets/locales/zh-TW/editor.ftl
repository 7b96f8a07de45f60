# 作者看到的文字：編輯器的狀態行，以及 `water-sort check` 對神秘開局的說明。

editor-solvable = { $moves }步可解，難度 { $difficulty }
editor-solvable-not-optimal = 可解（有一種{ $moves }步的解法；最短解法未知）
editor-unsolvable = 無解
editor-gave-up = 未知（解題器放棄了）
editor-checking = 檢查中……

editor-status-solvable = { $moves }步可解，難度 { $difficulty }
editor-status-solvable-not-optimal = 可解（有一種{ $moves }步的解法；最短解法未知）
editor-status-unsolvable = 無解
editor-status-gave-up = 未知（解題器放棄了）
editor-status-checking = 檢查中……

editor-status-mystery =
    知道所有顏色時：{ $found }
    玩家的開局：{ $start }

editor-start-nothing-hidden = 沒有隱藏的部分
editor-start-solved = 已解開
editor-start-guaranteed = 有保證（無論隱藏的是什麼都能贏）
editor-start-likely = 有希望：在{ $examined }種排列中，{ $part }仍有可能獲勝
editor-start-likely-sampled = 有希望：隨機抽取的{ $examined }種排列中，{ $won }種仍有可能獲勝
editor-start-likely-at-least = 有希望：在{ $examined }種排列中，至少{ $part }仍有可能獲勝（部分太難求解）
editor-start-lost = 必輸（沒有可解的排列）
editor-start-unknown = 未知（搜尋放棄了）

editor-column-solved = 已解開
editor-column-guaranteed = 有保證
editor-column-likely = 有希望 { $part }%
editor-column-likely-sampled-all = 有希望 抽樣{ $examined }種中{ $won }種
editor-column-lost = 必輸
editor-column-unknown = 未知

editor-starts-refuted = （{ $refuted }個神秘開局沒有保證）
editor-starts-unknown = （{ $unknown }個神秘開局未能證明任何一方（搜尋已用盡））
editor-starts-both = （{ $refuted }個神秘開局沒有保證，{ $unknown }個未能證明任何一方（搜尋已用盡））
