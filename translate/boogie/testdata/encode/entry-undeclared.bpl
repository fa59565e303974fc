// ERROR 1:1 entry procedure nope is not declared
// ENTRY nope
procedure main() { }
