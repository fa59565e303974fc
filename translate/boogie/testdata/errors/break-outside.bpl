// ERROR 2:17 break outside a loop
procedure P() { break; }
