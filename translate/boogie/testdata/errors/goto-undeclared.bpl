// ERROR 2:22 goto to undeclared label L
procedure P() { goto L; }
