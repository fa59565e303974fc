// ERROR 2:26 type coercion expressions are not supported
var x: int; axiom (x + 1 : int) == x;
