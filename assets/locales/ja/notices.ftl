# プレイヤーのファイルに起きたこと。

notices-set-aside =
    { $file ->
        [progress] 進行状況のファイルが読めなかったため、{ $aside } に移しました。最初から始めます。
        [settings] 設定ファイルが読めなかったため、{ $aside } に移しました。最初から始めます。
        [statistics] 統計ファイルが読めなかったため、{ $aside } に移しました。統計はゼロからやり直しです。
       *[saved-game] 途中のゲームが読めなかったため、{ $aside } に移しました。続きから遊ぶことはできません。
    }
notices-unreadable =
    { $file ->
        [progress] 進行状況のファイル { $path } を読めませんでした（{ $error }）。このセッションでは進行状況は保存されません。
        [settings] 設定ファイル { $path } を読めませんでした（{ $error }）。このセッションでは設定は保存されません。
        [statistics] 統計ファイル { $path } を読めませんでした（{ $error }）。このセッションでは統計は保存されません。
       *[saved-game] 保存したゲーム { $path } を読めませんでした（{ $error }）。このセッションではゲームは保存されません。
    }
notices-stuck =
    { $file ->
        [progress] 進行状況のファイル { $path } が壊れていて（{ $why }）、移動もできませんでした（{ $error }）。このセッションでは進行状況は保存されません。
        [settings] 設定ファイル { $path } が壊れていて（{ $why }）、移動もできませんでした（{ $error }）。このセッションでは設定は保存されません。
        [statistics] 統計ファイル { $path } が壊れていて（{ $why }）、移動もできませんでした（{ $error }）。このセッションでは統計は保存されません。
       *[saved-game] 保存したゲーム { $path } が壊れていて（{ $why }）、移動もできませんでした（{ $error }）。このセッションではゲームは保存されません。
    }
notices-more = ほか{ $more }件（ログを参照）
notices-kept =
    { $file ->
        [progress] 元の進行状況のファイルは { $aside } に残してあります。
        [settings] 元の設定ファイルは { $aside } に残してあります。
        [statistics] 元の統計ファイルは { $aside } に残してあります。
       *[saved-game] 元の保存したゲームは { $aside } に残してあります。
    }
notices-not-rewritten = 書き直せませんでした（{ $error }）。
notices-not-copied =
    { $file ->
        [progress] 進行状況のファイル { $path } に不正な値があり、コピーも取れませんでした（{ $error }）。このセッションでは進行状況は保存されません。
        [settings] 設定ファイル { $path } に不正な値があり、コピーも取れませんでした（{ $error }）。このセッションでは設定は保存されません。
        [statistics] 統計ファイル { $path } に不正な値があり、コピーも取れませんでした（{ $error }）。このセッションでは統計は保存されません。
       *[saved-game] 保存したゲーム { $path } に不正な値があり、コピーも取れませんでした（{ $error }）。このセッションではゲームは保存されません。
    }
notices-not-saved =
    { $file ->
        [progress] 進行状況を保存できませんでした：{ $error }
        [settings] 設定を保存できませんでした：{ $error }
        [statistics] 統計を保存できませんでした：{ $error }
       *[saved-game] ゲームを保存できませんでした：{ $error }
    }

notices-translation = 翻訳ファイルに問題が { $count } 件あります。残りの部分は使われます：
