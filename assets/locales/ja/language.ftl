# The language itself: its name in itself.
language-name = 日本語
language-unknown = 言語「{ $tag }」はインストールされていません。英語で表示します。
