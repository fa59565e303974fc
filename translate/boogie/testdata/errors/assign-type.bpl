// ERROR 3:22 assigned value has type bool, want int
var x: int;
procedure P() { x := true; }
