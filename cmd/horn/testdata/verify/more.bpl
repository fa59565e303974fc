// One check fails (n != 2 at n = 2); the others hold, but showing that
// takes an invariant of the loop, which bmc never finds: with -e bmc the
// search for more errors runs until the timeout.
procedure main()
{
  var i, n: int;
  assume n >= 0;
  i := 0;
  while (i < n)
  {
    i := i + 1;
  }
  assert i == n;
  assert n != 2;
}
