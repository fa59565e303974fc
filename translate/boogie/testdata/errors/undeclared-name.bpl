// ERROR 3:22 undeclared name y
var x: int;
procedure P() { x := y; }
