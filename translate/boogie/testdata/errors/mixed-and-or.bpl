// ERROR 2:33 mixing && and || needs parentheses
var a, b, c: bool; axiom a && b || c;
