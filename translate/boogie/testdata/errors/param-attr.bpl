// ERROR 2:13 attributes on parameters are not supported \({:foo}\)
procedure P({:foo} x: int);
