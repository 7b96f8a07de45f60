# 設定パネル: 各行とその選択肢。
settings-panel-title = 設定
settings-panel-volume = 音量
settings-panel-mute = ミュート
settings-panel-symbols = 色覚サポート記号
settings-panel-speed = アニメーション速度
settings-panel-reduced-motion = 動きを減らす
settings-panel-fullscreen = フルスクリーン (F11)
settings-panel-verdict = 判定の表示
settings-panel-dead-end = 行き詰まりの警告
settings-panel-theme = テーマ
settings-panel-language = 言語
# 言語の行の最初の選択肢: デスクトップの言語。
settings-panel-language-system = システム
settings-panel-on = オン
settings-panel-off = オフ
settings-panel-percent = { $percent }%
settings-panel-close = 閉じる
settings-panel-footer = 上下: 選ぶ    左右: 変える    すぐに保存されます
