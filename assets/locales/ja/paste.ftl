# Copying and pasting a position as text (Ctrl+C in a level, Ctrl+V on the
# level select or the endless screen). $reason is a detail in English.
paste-copied = 局面をコピーしました
paste-copy-mystery = ミステリーレベルはコピーできません。テキストから隠れた色が分かってしまいます。
paste-no-clipboard = ここではクリップボードを使えません：{ $reason }
paste-empty = クリップボードに貼り付けるテキストがありません。
paste-not-position = このテキストは局面ではありません：{ $reason }
paste-too-many-colours = この局面には { $count } 色あり、ゲームで表示できる { $most } 色を超えています。
paste-solved = この局面はすでに解けています。
paste-unsolvable = 解けません：この局面はクリアできません。
paste-too-hard = この局面は大きすぎて確認できません：ソルバーが途中で諦めました。
paste-checking = 貼り付けた局面を確認しています…
paste-pack-name = 貼り付けた局面
paste-key-copy = 局面をテキストでコピー
paste-key-copy-when = レベル中
paste-key-paste = 局面を貼り付けてプレイ
paste-key-paste-when = レベル選択画面またはエンドレス画面で
