# The language itself: its name in itself.
language-name = 繁體中文
language-unknown = 未安裝語言「{ $tag }」，將使用英文。
