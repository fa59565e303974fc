// ERROR 2:30 lambda expressions are not supported
var m: [int]int; axiom m == (lambda i: int :: i);
