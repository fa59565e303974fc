// expect: buggy
// options: drop-quantified-axioms
// Buggy whatever the dropped axiom says: the counterexample's function
// satisfies it (Z3 checks it on the trace's values).
function NULL_CHECK(a: int) returns (int);
axiom (forall a: int :: {NULL_CHECK(a)} a != 0 ==> NULL_CHECK(a) == 0);

procedure {:entrypoint} main(p: int)
{
  var x: int;
  x := NULL_CHECK(p);
  assume p != 0;
  assert p > 3;
}
