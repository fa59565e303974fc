; ERROR 5:22 datatype Stream has no finite value
(set-logic HORN)
(declare-fun P (Int) Bool)
(declare-fun Q (Int) Bool)
(declare-datatypes ((Stream 0)) (((scons (shd Int) (stl Stream)))))
