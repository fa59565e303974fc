// expect: buggy
// A map of maps that starts arbitrary: the counterexample needs a value
// for the initial m, which Z3 gives as lambdas nested in lambdas (issue 44).
var m: [int][int]bool;

procedure {:entrypoint} main()
  modifies m;
{
  var i: int;
  i := 0;
  while (i < 3) {
    m[i][7] := !m[i + 1][7];
    i := i + 1;
  }
  assume m[1][2];
  assert !m[0][7] || m[5][5];
}
