// ERROR 2:8 undeclared type T
var x: T;
