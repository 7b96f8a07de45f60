# The first-run lesson: a small board, an arrow on what to click next.
lesson-title = 遊び方
lesson-rule = いちばん上の色を同じ色の上か空のチューブに注ぎ、どのチューブも1色だけにそろえればクリアです。
lesson-lift = 矢印のチューブをクリック（または { $key } キー）して、いちばん上の色を持ち上げましょう。
lesson-pour = 次に、空のチューブをクリック（または { $key } キー）して注ぎましょう。
lesson-undo = うまく注げました！注いだ手はいつでも戻せます。「元に戻す」（{ $keys }）を押してみましょう。
lesson-hint = 困ったらヒント（{ $keys }）を。矢印がよい手を教えてくれます。
lesson-solve = どのチューブも1色になるまで、矢印のとおりに注ぎましょう。
lesson-done = クリア！どのチューブも1色になりました。さあ、レベルを選びましょう。
lesson-undo-button = 元に戻す
lesson-hint-button = ヒント
lesson-finish-button = レベル選択へ
lesson-skip = Esc：レッスンをスキップ
