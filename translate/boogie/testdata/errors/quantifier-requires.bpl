// ERROR 3:25 ^quantifiers in requires clauses are not supported \(forall\)$
var m: [int]int;
procedure p() requires (forall x: int :: m[x] == 0);
{ }
