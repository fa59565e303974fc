// A correct program: horn verify examples/sum.bpl --invariants
var total: int;

procedure {:entrypoint} main(n: int)
  requires n >= 0;
  modifies total;
{
  var i: int;
  total := 0;
  i := 0;
  while (i < n)
    invariant total == 2 * i;
  {
    call add(2);
    i := i + 1;
  }
  assert total == 2 * n;
}

procedure add(k: int)
  modifies total;
  ensures total == old(total) + k;
{
  total := total + k;
}
