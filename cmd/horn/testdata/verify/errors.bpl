// Library mode (no entry point): every implemented procedure is an entry.
// Four checks fail: the precondition of inc at the calls in one and two,
// the assertion in two, and the assertion in three; fine and inc hold.

procedure inc(x: int) returns (y: int)
  requires x >= 0;
{
  y := x + 1;
}

procedure one()
{
  var r: int;
  call r := inc(-1);
}

procedure two(n: int)
{
  var r: int;
  assume n > 5;
  call r := inc(n - 10);
  assert r > 5;
}

procedure fine(n: int)
{
  assume n >= 0;
  assert n + 1 > 0;
}

procedure three(a: int)
{
  assert a != 3;
}
