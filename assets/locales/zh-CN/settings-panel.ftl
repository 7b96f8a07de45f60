# 设置面板：各行及其选项。
settings-panel-title = 设置
settings-panel-volume = 音量
settings-panel-mute = 静音
settings-panel-symbols = 色盲辅助符号
settings-panel-speed = 动画速度
settings-panel-reduced-motion = 减少动态效果
settings-panel-fullscreen = 全屏 (F11)
settings-panel-verdict = 局势提示
settings-panel-dead-end = 死局警告
settings-panel-theme = 主题
settings-panel-language = 语言
# 语言一行的第一个选项：桌面的语言。
settings-panel-language-system = 跟随系统
settings-panel-on = 开
settings-panel-off = 关
settings-panel-percent = { $percent }%
settings-panel-close = 关闭
settings-panel-footer = 上/下：选择    左/右：更改    立即保存
