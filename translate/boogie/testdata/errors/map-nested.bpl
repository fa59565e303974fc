// ERROR 3:28 assigned value has type int, want bool
var m: [int][int]bool;
procedure P() { m[1][2] := 3; }
