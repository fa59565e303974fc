// ERROR 2:20 branches of if-then-else have types int and bool
var x: int; axiom (if true then 1 else false) == x;
