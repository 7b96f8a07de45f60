# 作者が読む言葉: エディターの状態表示と、`water-sort check` のミステリー
# 開始局面についての言葉。

editor-solvable = { $moves }手で解ける、難易度{ $difficulty }
editor-solvable-not-optimal = 解ける（{ $moves }手の解き方あり。最短は不明）
editor-unsolvable = 解けない
editor-gave-up = 不明（ソルバーが断念）
editor-checking = 確認中...

editor-status-solvable = { $moves }手で解けます、難易度{ $difficulty }
editor-status-solvable-not-optimal = 解けます（{ $moves }手の解き方あり。最短は不明）
editor-status-unsolvable = 解けません
editor-status-gave-up = 不明（ソルバーが断念）
editor-status-checking = 確認中...

editor-status-mystery =
    すべての色を知っている場合：{ $found }
    プレイヤーの開始局面：{ $start }

editor-start-nothing-hidden = 隠れたものは残りません
editor-start-solved = クリア済み
editor-start-guaranteed = 保証あり（隠れた色がどうであれ勝てる）
editor-start-likely = 有望：{ $examined }通りの配置のうち{ $part }で勝ちの可能性が残る
editor-start-likely-sampled = 有望：無作為に選んだ{ $examined }通りの配置のうち{ $won }通りで勝ちの可能性が残る
editor-start-likely-at-least = 有望：{ $examined }通りの配置のうち少なくとも{ $part }で勝ちの可能性が残る（一部は難しすぎて未解決）
editor-start-lost = 負け（解ける配置がない）
editor-start-unknown = 不明（探索が断念）

editor-column-solved = クリア済み
editor-column-guaranteed = 保証あり
editor-column-likely = 有望 { $part }%
editor-column-likely-sampled-all = 有望 標本{ $examined }通り中{ $won }通り
editor-column-lost = 負け
editor-column-unknown = 不明

editor-starts-refuted = （保証のないミステリー開始局面：{ $refuted }）
editor-starts-unknown = （どちらとも証明されていないミステリー開始局面：{ $unknown }、探索打ち切り）
editor-starts-both = （保証のないミステリー開始局面：{ $refuted }、どちらとも証明されていないもの：{ $unknown }、探索打ち切り）
