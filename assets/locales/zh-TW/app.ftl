# 桌面上顯示的遊戲名稱（桌面檔案與 AppStream 中繼資料）。
app-name = 倒水排序
app-generic-name = 益智遊戲
app-comment = 在試管之間倒彩色液體，直到每支試管只剩一種顏色
app-summary = 倒彩色液體，直到每支試管只剩一種顏色
app-keywords = 益智;排序;倒水;液體;顏色;試管;
app-description = 一款桌面版倒水排序遊戲。在試管之間倒彩色液體，直到每支試管只裝一種顏色。沒有廣告，復原不限次數，也沒有無解的關卡：內建求解器證明每個內附關卡都有解，還能為任何局面找出最短的解法。
app-feature-packs = 從三種顏色到十二種顏色的關卡包，附標準步數與星級
app-feature-hints = 求解器提供的提示，以及對目前局面的即時判斷
app-feature-modes = 隱藏顏色的神秘關卡、每日挑戰與無盡模式
app-feature-editor = 關卡編輯器，以及檢查、求解與產生關卡包的命令列工具
