// ERROR 2:23 cannot assign to input parameter i
procedure P(i: int) { i := 1; }
