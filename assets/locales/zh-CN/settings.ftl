# 设置选项的名称。

settings-verdict-always = 始终
settings-verdict-after-hint = 提示之后
settings-verdict-off = 关闭
settings-dead-end-at-once = 立即
settings-dead-end-delayed = { $seconds }秒后
settings-dead-end-off = 关闭
settings-speed-slow = 慢
settings-speed-normal = 正常
settings-speed-fast = 快
settings-speed-instant = 瞬间
settings-theme-dark-glass = 深色玻璃
settings-theme-light = 浅色
settings-theme-high-contrast = 高对比度
