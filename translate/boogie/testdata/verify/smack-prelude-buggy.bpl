// expect: buggy
// The buggy variant of smack-prelude-correct.bpl: $p2b(x) is false only
// at 0.
function $p2i(p: int) returns (int);
function $i2p(p: int) returns (int);
function $p2b(p: int) returns (bool);
axiom (forall i: int :: $p2b(i) <==> i != 0);
axiom $p2b(0) == false;
axiom (forall i: int :: $p2i(i) == i);
axiom (forall i: int :: {$i2p(i)} i == $i2p(i));

procedure {:entrypoint} main(x: int)
{
  var p: int;
  p := $i2p(x);
  assume x > 5;
  assert !$p2b($p2i(p)) || x > 7;
}
