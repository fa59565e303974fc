// expect: unknown
// options: drop-quantified-axioms
// Correct only thanks to the axiom: without it, the clauses' counterexample
// has f(1) <= 1, which violates the dropped axiom, so it is not printed as
// a bug.
function f(x: int) returns (int);
axiom (forall x: int :: f(x) > x);

procedure {:entrypoint} main()
{
  assert f(1) > 1;
}
