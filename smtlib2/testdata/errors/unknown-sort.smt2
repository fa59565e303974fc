; ERROR 5:17 unknown sort Foo
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-fun R (Foo) Bool)
