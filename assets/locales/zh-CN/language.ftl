# The language itself: its name in itself.
language-name = 简体中文
language-unknown = 未安装语言“{ $tag }”，将使用英语。
