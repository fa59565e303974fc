// expect: buggy
// A two-index map [int,int]bool that starts arbitrary (encoded as an
// array of arrays, so its initial value comes from Z3 as nested lambdas).
var g: [int, int]bool;

procedure {:entrypoint} main(k: int)
  modifies g;
{
  var i: int;
  assume g[k, 1] && !g[k, 2] && k > 3;
  i := 0;
  while (i < k) {
    g[i, i] := g[k, 1];
    i := i + 1;
  }
  assert !g[2, 2] || g[k, 2];
}
