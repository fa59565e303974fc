// ERROR 2:10 recursive function definitions are not supported
function f(x: int) returns (int) { if x <= 0 then 0 else f(x - 1) }
