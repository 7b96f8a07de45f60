# 設定面板：各列及其選項。
settings-panel-title = 設定
settings-panel-volume = 音量
settings-panel-mute = 靜音
settings-panel-symbols = 色盲輔助符號
settings-panel-speed = 動畫速度
settings-panel-reduced-motion = 減少動態效果
settings-panel-fullscreen = 全螢幕 (F11)
settings-panel-verdict = 局勢提示
settings-panel-dead-end = 死局警告
settings-panel-theme = 主題
settings-panel-language = 語言
# 語言一列的第一個選項：桌面的語言。
settings-panel-language-system = 跟隨系統
settings-panel-on = 開
settings-panel-off = 關
settings-panel-percent = { $percent }%
settings-panel-close = 關閉
settings-panel-footer = 上/下：選擇    左/右：變更    立即儲存
