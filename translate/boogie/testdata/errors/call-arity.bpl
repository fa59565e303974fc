// ERROR 3:22 procedure Q takes 1 argument\(s\) and returns 0, got 2 and 0
procedure Q(i: int);
procedure P() { call Q(1, 2); }
