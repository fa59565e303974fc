// ERROR 3:29 bit-vectors are not supported.*0bv8
var x: int;
procedure P() { assert x == 0bv8; }
