// ERROR 2:8 real/float/string types are not supported
var r: real;
