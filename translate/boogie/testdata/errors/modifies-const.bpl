// ERROR 3:25 modifies names constant c
const c: int;
procedure P(); modifies c;
