# The first-run lesson: a small board, an arrow on what to click next.
lesson-title = 玩法
lesson-rule = 把最上面的顏色倒在相同的顏色上或倒進空試管；每支試管只剩一種顏色時，關卡就完成了。
lesson-lift = 點擊箭頭指著的試管（或按 { $key }），拿起它最上面的顏色。
lesson-pour = 現在點擊空試管（或按 { $key }），把顏色倒進去。
lesson-undo = 倒得好！每一步都能收回：按「復原」（{ $keys }）試試看。
lesson-hint = 卡住了嗎？要個提示（{ $keys }）：箭頭會指出好的一步。
lesson-solve = 跟著箭頭倒，直到每支試管只剩一種顏色。
lesson-done = 完成！每支試管都只有一種顏色了。現在選一個關卡吧。
lesson-undo-button = 復原
lesson-hint-button = 提示
lesson-finish-button = 前往關卡
lesson-skip = Esc：略過教學
