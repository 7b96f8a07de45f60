# 幫助：判斷、提示、詳細數字、「示範給我看」、幫助行的說明。試管按從 1
# 開始的編號稱呼。

help-fraction-all = 全部
help-fraction-none = 零
help-fraction-almost-all = 幾乎全部
help-fraction-very-few = 極少數
help-fraction = { $num }/{ $den }
help-fraction-about = 約{ $num }/{ $den }

help-percent = { $value }%
help-percent-more-than = 超過{ $value }%
help-percent-less-than = 不到{ $value }%

help-hint-pour =
    提示：把試管{ $from }倒入試管{ $to }{ $back ->
        [yes] （回到之前的局面）
       *[no] {""}
    }{ $why ->
        [certain] ，無論隱藏的是什麼都能贏
        [moves] ，還需{ $moves }步
        [possible] ，最有可能保住勝機
       *[none] {""}
    }
help-hint-keys = { $hint }   （按{ $key }執行）
help-no-new-move = 沒有新走法：每條路都會回到你走過的局面

help-checking = 檢查中……
help-solvable = { $moves }步可解
help-solvable-known = 可解：已知一種{ $moves }步的解法，未必最短
help-certain = 無論隱藏的是什麼，都必勝
help-possible =
    有可能贏，{ $certain ->
        [maybe] 也許必勝
       *[not] 並非必勝
    }：若知道隱藏的顏色，{ $share }的隱藏排列可以獲勝
help-lost =
    從這裡已無法獲勝：{ $then ->
        [rewind] 回退（B）
        [level] 這個關卡無解
       *[undo] 復原或重新開始
    }
help-unknown = 從這裡太難判斷

help-detail-arrangements = { $arrangements }種可能的排列
help-detail-arrangements-huge = 超過2^128種可能的排列
help-detail-exact = { $of }中的{ $won }種（{ $part }；精確：{ $examined }種全部檢查）
help-detail-sampled = 從{ $of }中隨機抽取{ $examined }種，其中{ $won }種
help-detail-sampled-about = 從{ $of }中隨機抽取{ $examined }種，其中{ $won }種（約{ $part }）
help-detail-at-least = { $of }中至少{ $won }種（至少{ $part }：{ $examined }種全部檢查，部分太難求解）
help-detail-refuted = 沒有一種策略能全部贏下（已證明）
help-detail-out-of-budget = 不確定是否有一種策略能全部贏下（搜尋已用盡）
help-detail-proven = 有一種策略能全部贏下
help-detail-after-hint = 按提示走後，知道隱藏顏色的人仍能贏下{ $count }；{ $certain }
help-detail-from-here = 從這裡，知道隱藏顏色的人仍能贏下{ $count }；{ $certain }

help-thinking = 提示：思考中……

help-show-me = 示範給我看
help-show-me-strategy = 示範給我看：正在按一種無論隱藏什麼都能贏的策略走
help-show-me-solution = 示範給我看：正在按解法走，還需{ $moves }步
help-show-me-likeliest = 示範給我看：正在走最有希望的步，沒有必勝
help-show-me-likeliest-unproven = 示範給我看：正在走最有希望的步（必勝既未證明也未排除）
help-show-me-working = 示範給我看：正在計算下一步……
help-show-me-stopped = 示範已停止
help-show-me-stopped-only-back = 示範已停止：每條路都會回到你走過的局面
help-show-me-stopped-lost = 示範已停止：從這裡已無法獲勝
help-show-me-stopped-too-hard = 示範已停止：從這裡太難判斷
help-show-me-stopped-undecided = 示範已停止：太難判斷哪一步能保住勝機

help-no-hint = 沒有提示
help-no-hint-only-back = 沒有提示：每條路都會回到你走過的局面
help-no-hint-lost = 沒有提示：從這裡已無法獲勝
help-no-hint-too-hard = 沒有提示：從這裡太難判斷
help-no-hint-undecided = 沒有提示：太難判斷哪一步能保住勝機

help-already-solved = 已經完成
help-rewind-checking = 回退：正在檢查之前的局面……
help-rewind-still-won = 這個局面仍然可以贏
help-rewind-still-possible =
    從這裡仍有可能贏，{ $certain ->
        [maybe] 也許必勝
       *[not] 並非必勝
    }
help-rewind-not-lost = 無需回退：這個局面沒有輸
help-rewind-level-lost = 無處可退：這個關卡無解
help-rewind-none-known = 之前沒有已知可贏的局面
help-rewound = 已回退{ $steps }步（重做可再前進）
help-rewound-to-won = 已回退{ $steps }步，回到最後一個可贏的局面（重做可再前進）
help-rewound-to-possible =
    已回退{ $steps }步，回到仍有可能贏的局面，{ $certain ->
        [maybe] 也許必勝
       *[not] 並非必勝
    }（重做可再前進）

help-extra-tube-saves = 用一根額外試管（{ $key }）就能重新可解
help-extra-tube-useless = 即使加一根額外試管也救不了這個局面
