# パーと星: 画面上のパー、レベル選択の行、クリア画面。

finish-hud-par = パー{ $par }
finish-hud-no-solution = パーなし：解けません
finish-hud-par-unknown = パー不明
finish-hud-no-certain-win = パーなし：確実な勝ちがありません
finish-par-solving = パー：計算中...

finish-line-par = パー{ $par }
finish-line-par-stars = パー{ $par }  { $stars }
finish-line-unsolvable = 解けません
finish-line-no-par-stars = パーなし  { $stars }
finish-line-too-hard = パー？（難しすぎ）
finish-line-no-par = パーなし
finish-line-waiting = パー：待機中

finish-helped-show-me = やってみせてでクリア
finish-helped-hints = ヒント{ $hints }回でクリア
finish-helped-hints-extra-tube = ヒント{ $hints }回と追加チューブでクリア
finish-helped-extra-tube = 追加チューブでクリア

finish-record-playtest = テストプレイ：何も記録されません。
finish-record-best = ベスト：{ $best }手
finish-record-new-best = ベスト更新！
finish-record-fewest-with-help = 最少手数を更新（ヘルプあり）。
finish-record-first-time = 初クリア！
finish-record-first-time-with-help = 初クリア（ヘルプあり）。

finish-no-par-helped =
    { $help }。{ $why ->
        [not-guaranteed] 最初から確実な勝ちがないため、パーはありません
        [unwalked] 最も確実な戦略が大きすぎてたどれないため、パーはありません
       *[too-hard] ソルバーには難しすぎるため、パーはありません
    }。
finish-no-par-unhelped =
    { $why ->
        [not-guaranteed] 最初から確実な勝ちがないため、パーはありません
        [unwalked] 最も確実な戦略が大きすぎてたどれないため、パーはありません
       *[too-hard] ソルバーには難しすぎるため、パーはありません
    }。ヘルプなしでクリア。
finish-not-rated-helped =
    { $help }。{ $unknown ->
        [yes] パー不明：ソルバーには難しすぎます
       *[no] パーはまだわかりません
    }。
finish-not-rated =
    { $unknown ->
        [yes] パー不明：ソルバーには難しすぎます。
       *[no] パーはまだわかりません。
    }
finish-capped = { $help }。星は最大{ $cap }つまでです。
finish-par-met-mystery = パー{ $par }：隠れた色がどうであれ、最も確実な戦略と同じ手数以内です。
finish-over-par-hints = パー{ $par }：ヒントどおりなら隠れた色がどうであれ{ $par }手以内で勝てます。あなたは{ $over }手多くかかりました。
finish-over-par-strategy = パー{ $par }：最初から証明された戦略なら隠れた色がどうであれ{ $par }手以内で勝てます。あなたは{ $over }手多くかかりました。
finish-par-met = パー{ $par }：完璧！これより短い解き方はありません。
finish-over-par = パー{ $par }：最短の解き方は{ $over }手少なく済みます。

finish-more-without-help = ヘルプなしでクリアすると星3つ。
finish-more-par = { $par }手以内でクリアすると星3つ。
finish-more-without-help-par = ヘルプなしで{ $par }手以内にクリアすると星3つ。
finish-more-ladder = { $three }手以内で星3つ、{ $two }手以内で星2つ。
finish-more-ladder-without-help = ヘルプなしで：{ $three }手以内で星3つ、{ $two }手以内で星2つ。

finish-solved-in = { $moves }手でクリア
finish-stars-none = パーがないので星はありません
finish-stars = 星{ $stars }つ（3つ中）

finish-level-complete = レベルクリア！
finish-pack-complete-only = パック完了！{ $pack }をクリアしました。
finish-pack-complete-all = パック完了！{ $pack }の全{ $levels }レベルをクリアしました。
finish-levels-left = レベルクリア！{ $pack }は残り{ $left }レベルです。
finish-pack-complete-every = パック完了！{ $pack }のすべてのレベルをクリアしました。

finish-next-level = 次のレベル
finish-next-levels = レベル一覧
finish-next-editor = エディターに戻る
