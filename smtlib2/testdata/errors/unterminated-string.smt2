; ERROR 2:19 string literal is not terminated
(set-info :source "unterminated
(set-logic HORN)
