// ERROR 3:26 non-linear arithmetic is not supported
var x: int; var y: int;
procedure P() { assume x * y > 0; }
