// ERROR 3:11 ^quantifiers in assertions are not supported \(forall\)$
procedure main() {
  assert (forall x: int :: x == x);
}
