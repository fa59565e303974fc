// ERROR 3:25 map m takes 2 index\(es\), got 1
var m: [int, int]bool;
procedure P() { assume m[0]; }
