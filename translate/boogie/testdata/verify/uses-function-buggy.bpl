// expect: buggy
// The buggy variant of uses-function.bpl: g is known at 0 only.
function f(x: int) returns (int)
uses {
  axiom (forall y: int :: f(y) == y + 1);
}
function g(int) returns (int) uses { axiom g(0) == 3; }

procedure {:entrypoint} main(n: int)
{
  assert f(n) > n;
  assert g(f(-1)) == 3;
  assert g(n) == 3;
}
