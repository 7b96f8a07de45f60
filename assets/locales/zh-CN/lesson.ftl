# The first-run lesson: a small board, an arrow on what to click next.
lesson-title = 玩法
lesson-rule = 把最上面的颜色倒在相同的颜色上或倒进空试管；每支试管只剩一种颜色时，关卡就完成了。
lesson-lift = 点击箭头指着的试管（或按 { $key }），拿起它最上面的颜色。
lesson-pour = 现在点击空试管（或按 { $key }），把颜色倒进去。
lesson-undo = 倒得好！每一步都能收回：按“撤销”（{ $keys }）试试。
lesson-hint = 卡住了？要个提示（{ $keys }）：箭头会指出好的一步。
lesson-solve = 跟着箭头倒，直到每支试管只剩一种颜色。
lesson-done = 完成！每支试管都只有一种颜色了。现在选一个关卡吧。
lesson-undo-button = 撤销
lesson-hint-button = 提示
lesson-finish-button = 去选关卡
lesson-skip = Esc：跳过教程
