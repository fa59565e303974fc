// expect: correct
// The correct variant of multi-index-buggy.bpl.
var g: [int, int]bool;

procedure {:entrypoint} main(k: int)
  modifies g;
{
  var i: int;
  assume g[k, 1] && !g[k, 2] && k > 3;
  i := 0;
  while (i < k)
    invariant i <= k;
    invariant g[k, 1] && !g[k, 2];
    invariant (i > 2 ==> g[2, 2]);
  {
    g[i, i] := g[k, 1];
    i := i + 1;
  }
  assert g[2, 2] && !g[k, 2];
}
