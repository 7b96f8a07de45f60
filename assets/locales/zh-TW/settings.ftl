# 設定選項的名稱。

settings-verdict-always = 始終
settings-verdict-after-hint = 提示之後
settings-verdict-off = 關閉
settings-dead-end-at-once = 立即
settings-dead-end-delayed = { $seconds }秒後
settings-dead-end-off = 關閉
settings-speed-slow = 慢
settings-speed-normal = 正常
settings-speed-fast = 快
settings-speed-instant = 瞬間
settings-theme-dark-glass = 深色玻璃
settings-theme-light = 淺色
settings-theme-high-contrast = 高對比度
