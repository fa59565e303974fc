// ERROR 5:30 non-linear arithmetic is not supported \(div by a non-constant\)
function {:builtin "div"} d(x: int, y: int) returns (int);
procedure {:entrypoint} main(a: int, b: int)
{
  assert a == b || a != b || d(a, b) == 0;
}
