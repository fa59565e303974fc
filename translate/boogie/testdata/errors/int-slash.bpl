// ERROR 3:26 .*/.*use div
var x: int;
procedure P() { assume x / 2 > 0; }
