// expect: correct
// options: drop-quantified-axioms
// HAVOC's prelude constrains its bit operations by quantified axioms that
// define no function; dropped, they leave the functions arbitrary, and a
// proof without them still holds.
function BIT_BAND(a: int, b: int) returns (x: int);
axiom (forall a: int, b: int :: {BIT_BAND(a, b)} a == b ==> BIT_BAND(a, b) == a);
axiom (forall a: int, b: int :: {BIT_BAND(a, b)} a == 0 || b == 0 ==> BIT_BAND(a, b) == 0);
function NULL_CHECK(a: int) returns (int);
axiom (forall a: int :: {NULL_CHECK(a)} a == 0 ==> NULL_CHECK(a) != 0);
axiom (forall a: int :: {NULL_CHECK(a)} a != 0 ==> NULL_CHECK(a) == 0);
function LIFT(a: bool) returns (int);
axiom (forall a: bool :: {LIFT(a)} a <==> LIFT(a) != 0);

procedure {:entrypoint} main(p: int)
{
  var x, y: int;
  x := BIT_BAND(p, 4);
  y := BIT_BAND(p, 4);
  assert x == y;
  assert NULL_CHECK(p) == NULL_CHECK(p);
}
