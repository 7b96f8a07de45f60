# 設定の選択肢の名前。

settings-verdict-always = 常に
settings-verdict-after-hint = ヒントの後
settings-verdict-off = オフ
settings-dead-end-at-once = すぐに
settings-dead-end-delayed = { $seconds }秒後
settings-dead-end-off = オフ
settings-speed-slow = ゆっくり
settings-speed-normal = ふつう
settings-speed-fast = 速い
settings-speed-instant = 一瞬
settings-theme-dark-glass = ダークガラス
settings-theme-light = ライト
settings-theme-high-contrast = ハイコントラスト
