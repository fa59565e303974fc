// expect: correct
// Axioms attached to functions and constants by uses { … } blocks
// (issue 44 item 10): f's defines it, g's and k's constrain them.
function f(x: int) returns (int)
uses {
  axiom (forall y: int :: f(y) == y + 1);
}
function g(int) returns (int) uses { axiom g(0) == 3; }
function h(x: int) returns (int) { x * 2 } uses { axiom h(1) == 2; }
const k: int uses { axiom k > 10; }

procedure {:entrypoint} main()
{
  assert f(2) == 3;
  assert g(0) == 3;
  assert h(f(0)) == 2;
  assert k > 9;
}
