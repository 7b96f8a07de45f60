# Copying and pasting a position as text (Ctrl+C in a level, Ctrl+V on the
# level select or the endless screen). $reason is a detail in English.
paste-copied = 局面已複製
paste-copy-mystery = 神秘關卡無法複製：文字會洩露隱藏的顏色。
paste-no-clipboard = 這裡無法使用剪貼簿：{ $reason }
paste-empty = 剪貼簿裡沒有可貼上的文字。
paste-not-position = 這段文字不是局面：{ $reason }
paste-too-many-colours = 這個局面有 { $count } 種顏色，超過了遊戲能顯示的 { $most } 種。
paste-solved = 這個局面已經解開了。
paste-unsolvable = 無解：這個局面無法完成。
paste-too-hard = 這個局面太大，無法檢查：求解器放棄了。
paste-checking = 正在檢查貼上的局面…
paste-pack-name = 貼上的局面
paste-key-copy = 將局面複製為文字
paste-key-copy-when = 在關卡中
paste-key-paste = 貼上局面並開始玩
paste-key-paste-when = 在選關畫面或無盡模式畫面
