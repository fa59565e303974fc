// expect: buggy
// options: drop-quantified-axioms
// HAVOC's NOT, constrained by dropped axioms. The bug is real: for p != 0,
// NOT(p) == 0. The clauses' counterexample picks a NOT that is 0
// everywhere, which violates the first axiom at 0, but the execution
// reads NOT at p only, and a NOT that agrees there satisfies both axioms:
// Z3 finds one, so the trace stands.
function NOT(a: int) returns (int);
axiom (forall a: int :: {NOT(a)} a == 0 ==> NOT(a) != 0);
axiom (forall a: int :: {NOT(a)} a != 0 ==> NOT(a) == 0);

procedure {:entrypoint} main(p: int)
{
  var x: int;
  assume p != 0;
  x := NOT(p);
  assert x != 0;
}
