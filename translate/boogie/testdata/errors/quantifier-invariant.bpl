// ERROR 5:16 ^quantifiers in loop invariants are not supported \(forall\)$
procedure main() {
  var i: int;
  while (i < 3)
    invariant (forall x: int :: x < i ==> x < 3);
  { i := i + 1; }
}
