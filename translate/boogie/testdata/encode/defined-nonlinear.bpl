// ERROR 3:63 non-linear arithmetic is not supported \(o \* s, where a function defined by an axiom is expanded\)
function $pa(p: int, o: int, s: int) returns (int);
axiom (forall p: int, o: int, s: int :: $pa(p, o, s) == p + o * s);
procedure {:entrypoint} main(a: int, b: int) { assert $pa(a, 2, 4) == a + 8; assert $pa(a, b, b) >= a; }
