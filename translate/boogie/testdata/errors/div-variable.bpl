// ERROR 3:26 non-linear arithmetic is not supported.*div
var x: int; var y: int;
procedure P() { assume x div y > 0; }
