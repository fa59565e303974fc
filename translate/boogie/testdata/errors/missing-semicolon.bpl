// ERROR 3:1 expected ";", found "procedure"
var x: int
procedure P();
