// ERROR 3:40 global variable g cannot be used here
var g: int;
function f(x: int) returns (int) { x + g }
procedure {:entrypoint} main() { assert f(1) == 1; }
