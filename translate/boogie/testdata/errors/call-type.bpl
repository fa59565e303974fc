// ERROR 3:24 argument i of Q has type bool, want int
procedure Q(i: int);
procedure P() { call Q(true); }
