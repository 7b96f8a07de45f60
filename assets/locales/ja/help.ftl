# ヘルプ: 判定、ヒント、詳しい数字、「やってみせて」、ヘルプ行のメモ。
# チューブは 1 からの番号で呼ぶ。

help-fraction-all = すべて
help-fraction-none = 0通り
help-fraction-almost-all = ほぼすべて
help-fraction-very-few = ごく一部
help-fraction = { $den }通り中{ $num }通り
help-fraction-about = { $den }通り中およそ{ $num }通り

help-percent = { $value }%
help-percent-more-than = { $value }%超
help-percent-less-than = { $value }%未満

help-hint-pour =
    ヒント：チューブ{ $from }をチューブ{ $to }に注ぐ{ $back ->
        [yes] （前の局面に戻ります）
       *[no] {""}
    }{ $why ->
        [certain] ― 隠れた色がどうであれ勝てます
        [moves] 、あと{ $moves }手
        [possible] 、勝ちの可能性を最も残せる手
       *[none] {""}
    }
help-hint-keys = { $hint }   （{ $key }で実行）
help-no-new-move = 新しい手がありません：どの手も以前の局面に戻ります

help-checking = 確認中...
help-solvable = { $moves }手で解けます
help-solvable-known = 解けます：{ $moves }手の解き方が見つかりました（最短とは限りません）
help-certain = 隠れた色がどうであれ、勝ちは確実です
help-possible =
    勝てる可能性あり（{ $certain ->
        [maybe] 確実かもしれません
       *[not] 確実ではありません
    }）：隠れた配置を知っていれば{ $share }の配置で勝てます
help-lost =
    ここからは勝てません：{ $then ->
        [rewind] 巻き戻し（B）
        [level] このレベルはクリアできません
       *[undo] 元に戻すか、最初からやり直し
    }
help-unknown = ここからでは判断が難しすぎます

help-detail-arrangements = { $arrangements }通りの配置
help-detail-arrangements-huge = 2^128通りを超える配置
help-detail-exact = { $of }のうち{ $won }通り（{ $part }。正確：{ $examined }通りすべて調査）
help-detail-sampled = { $of }から無作為に選んだ{ $examined }通りのうち{ $won }通り
help-detail-sampled-about = { $of }から無作為に選んだ{ $examined }通りのうち{ $won }通り（約{ $part }）
help-detail-at-least = { $of }のうち少なくとも{ $won }通り（少なくとも{ $part }。{ $examined }通りすべて調査、一部は難しすぎて未解決）
help-detail-refuted = すべてに勝てる戦略はありません（証明済み）
help-detail-out-of-budget = すべてに勝てる戦略があるかは不明です（探索が打ち切られました）
help-detail-proven = すべてに勝てる戦略があります
help-detail-after-hint = ヒントの後、隠れた色を知っている人なら{ $count }でまだ勝てます。{ $certain }
help-detail-from-here = ここから、隠れた色を知っている人なら{ $count }でまだ勝てます。{ $certain }

help-thinking = ヒント：考え中...

help-show-me = やってみせて
help-show-me-strategy = やってみせて：隠れた色がどうであれ勝てる戦略で進めています
help-show-me-solution = やってみせて：解き方どおりに進めています（あと{ $moves }手）
help-show-me-likeliest = やってみせて：最も有望な手で進めています（確実な勝ちはありません）
help-show-me-likeliest-unproven = やってみせて：最も有望な手で進めています（確実な勝ちは証明も否定もされていません）
help-show-me-working = やってみせて：次の手を考えています...
help-show-me-stopped = やってみせてを止めました
help-show-me-stopped-only-back = やってみせてを止めました：どの手も以前の局面に戻ります
help-show-me-stopped-lost = やってみせてを止めました：ここからは勝てません
help-show-me-stopped-too-hard = やってみせてを止めました：ここからでは判断が難しすぎます
help-show-me-stopped-undecided = やってみせてを止めました：どの手が勝ちの可能性を残すか判断が難しすぎます

help-no-hint = ヒントなし
help-no-hint-only-back = ヒントなし：どの手も以前の局面に戻ります
help-no-hint-lost = ヒントなし：ここからは勝てません
help-no-hint-too-hard = ヒントなし：ここからでは判断が難しすぎます
help-no-hint-undecided = ヒントなし：どの手が勝ちの可能性を残すか判断が難しすぎます

help-already-solved = もう解けています
help-rewind-checking = 巻き戻し：前の局面を確認中...
help-rewind-still-won = この局面はまだ勝てます
help-rewind-still-possible =
    ここからまだ勝てる可能性があります（{ $certain ->
        [maybe] 確実かもしれません
       *[not] 確実ではありません
    }）
help-rewind-not-lost = 巻き戻す必要はありません：この局面は負けていません
help-rewind-level-lost = 巻き戻す先がありません：このレベルはクリアできません
help-rewind-none-known = 勝てるとわかっている前の局面はありません
help-rewound = { $steps }手巻き戻しました（やり直すで先に進めます）
help-rewound-to-won = 勝てる最後の局面まで{ $steps }手巻き戻しました（やり直すで先に進めます）
help-rewound-to-possible =
    まだ勝てる可能性がある局面まで{ $steps }手巻き戻しました（{ $certain ->
        [maybe] 確実かもしれません
       *[not] 確実ではありません
    }。やり直すで先に進めます）

help-extra-tube-saves = 追加チューブ（{ $key }）を使えば、また解けるようになります
help-extra-tube-useless = 追加チューブを使っても、この局面は救えません
