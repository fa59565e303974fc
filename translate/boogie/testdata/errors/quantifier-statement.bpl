// ERROR 4:9 ^quantifiers in statements are not supported \(forall\)$
procedure main() {
  var b: bool;
  b := (forall x: int :: x == x);
}
