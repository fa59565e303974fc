// ERROR 3:17 cannot assign to constant c
const c: int;
procedure P() { c := 1; }
