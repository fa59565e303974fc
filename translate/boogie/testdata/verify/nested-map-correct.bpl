// expect: correct
// The correct variant of nested-map-buggy.bpl: m[0][7] is !m[1][7] after
// the first step, and the steps after it write rows 1 and 2 only.
var m: [int][int]bool;

procedure {:entrypoint} main()
  modifies m;
{
  var i: int;
  var b: bool;
  i := 0;
  b := m[1][7];
  while (i < 3)
    invariant i >= 0;
  {
    m[i][7] := !m[i + 1][7];
    i := i + 1;
  }
  assert m[0][7] == !b;
}
