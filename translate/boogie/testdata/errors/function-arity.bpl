// ERROR 3:7 function f takes 1 argument\(s\), got 2
function f(int) returns (int);
axiom f(1, 2) == 0;
