# ゲームのパレットの色（同梱パックと自動生成レベルの色）。ロックされた
# チューブの鍵の色と、エディターのロックの表示に使います。
colour-purple = 紫
colour-green = 緑
colour-cyan = シアン
colour-orange = オレンジ
colour-periwinkle = 藤色
colour-red = 赤
colour-mint = ミント
colour-teal = ティール
colour-blue = 青
colour-pink = ピンク
colour-yellow = 黄
colour-rust = さび色
colour-sage = セージ
colour-orchid = オーキッド
colour-turquoise = ターコイズ
colour-salmon = サーモン
colour-lime = ライム
colour-azure = アズール
colour-forest = 深緑
colour-sand = 砂色
