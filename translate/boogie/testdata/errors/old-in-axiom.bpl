// ERROR 3:7 old.*only in postconditions and procedure bodies
var x: int;
axiom old(x) == 0;
