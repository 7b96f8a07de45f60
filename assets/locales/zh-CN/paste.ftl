# Copying and pasting a position as text (Ctrl+C in a level, Ctrl+V on the
# level select or the endless screen). $reason is a detail in English.
paste-copied = 局面已复制
paste-copy-mystery = 神秘关卡无法复制：文本会泄露隐藏的颜色。
paste-no-clipboard = 此处无法使用剪贴板：{ $reason }
paste-empty = 剪贴板里没有可粘贴的文本。
paste-not-position = 这段文本不是局面：{ $reason }
paste-too-many-colours = 这个局面有 { $count } 种颜色，超过了游戏能显示的 { $most } 种。
paste-solved = 这个局面已经解开了。
paste-unsolvable = 无解：这个局面无法完成。
paste-too-hard = 这个局面太大，无法检查：求解器放弃了。
paste-checking = 正在检查粘贴的局面…
paste-pack-name = 粘贴的局面
paste-key-copy = 将局面复制为文本
paste-key-copy-when = 在关卡中
paste-key-paste = 粘贴局面并开始玩
paste-key-paste-when = 在选关界面或无尽模式界面
