# 統計画面。
statistics-title = 統計
statistics-totals = クリアしたレベル: { $finished }    注いだ回数: { $pours }    プレイ時間: { $time }
statistics-help-used = ヒント: { $hints }    やってみせて: { $show_me }    追加チューブ: { $extra_tubes }
statistics-packs = パック
statistics-pack-levels = { $done }/{ $total } レベル
statistics-pack-stars = ★ { $stars }/{ $most }
statistics-daily = デイリーパズル
statistics-streak = 連続記録: { $current } 日（最高 { $best } 日）    クリアした日: { $solved } 日
# カレンダー: 上に月、列の上に曜日（1 が月曜）。
statistics-month = { $year }年{ $month }月
statistics-weekday =
    { $weekday ->
        [1] 月
        [2] 火
        [3] 水
        [4] 木
        [5] 金
        [6] 土
       *[7] 日
    }
statistics-endless = エンドレスの勝利数
statistics-none-yet = まだありません
statistics-endless-wins = { $colours } 色: { $wins }
statistics-over-par =
    { $count ->
        [0] パーを超えた手数
       *[other] パーを超えた手数（直近 { $count } レベル）
    }
# パー超過の手数のグラフ：パーの線、いちばん上の線（「15+」）、時間軸の両端、
# 凡例、下の説明。
statistics-chart-par = パー
statistics-chart-most = { $moves }+
statistics-chart-oldest = 古い
statistics-chart-latest = 新しい
statistics-chart-at-par = パー以内
statistics-chart-over-par = パーを超えた手数
statistics-chart-no-par = パー不明
statistics-chart-summary =
    { $known ->
       *[other] { $known } レベル中 { $at_par } レベルをパー以内でクリア
    }
statistics-nothing-finished = まだクリアしたレベルはありません
statistics-back = 戻る
# プレイ時間。
statistics-seconds = { $seconds } 秒
statistics-minutes = { $minutes } 分
# 分は2桁（「05」）。
statistics-hours = { $hours } 時間 { $minutes } 分
