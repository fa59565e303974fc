// ERROR 2:13 unexpected character
var x: int; @
