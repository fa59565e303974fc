; ERROR 2:1 declares no datatype
(declare-datatypes () ())
