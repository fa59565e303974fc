// ERROR 3:25 old.*only in postconditions
var x: int;
procedure P(); requires old(x) == 0;
