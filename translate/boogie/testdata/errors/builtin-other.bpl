// ERROR 2:10 builtin function f is not supported
function {:builtin "bvadd"} f(int, int) returns (int);
