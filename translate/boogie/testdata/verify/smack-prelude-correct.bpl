// expect: correct
// SMACK's prelude defines its conversions by quantified axioms
// (forall x :: f(x) == e): each is read as f's body, exactly, and the
// ground axioms over them become facts about the bodies (issue 44).
function $p2i(p: int) returns (int);
function $i2p(p: int) returns (int);
function $trunc(p: int) returns (int);
function $p2b(p: int) returns (bool);
function $b2p(b: bool) returns (int);
function $pa(pointer: int, offset: int, size: int) returns (int);
axiom (forall p: int, o: int, s: int :: {$pa(p, o, s)} $pa(p, o, s) == p + o * s);
axiom (forall p: int :: $trunc(p) == p);
axiom $b2p(true) == 1;
axiom $b2p(false) == 0;
axiom (forall i: int :: $p2b(i) <==> i != 0);
axiom $p2b(0) == false;
axiom (forall i: int :: $p2i(i) == i);
axiom (forall i: int :: {$i2p(i)} i == $i2p(i));

procedure {:entrypoint} main(x: int)
{
  var p: int;
  p := $i2p(x);
  assert $p2i(p) == x;
  assert $trunc(p + 1) == x + 1;
  if ($p2b(p)) {
    assert x != 0;
  }
  assert $b2p($p2b(1)) == 1;
}
