// ERROR 4:12 ^quantifiers in ensures clauses are not supported \(forall\)$
var m: [int]int;
procedure p(); modifies m;
  ensures (forall x: int :: m[x] == old(m)[x]);
