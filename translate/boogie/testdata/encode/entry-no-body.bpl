// ERROR 3:11 entry procedure ext has no implementation
// ENTRY ext
procedure ext();
procedure main() { call ext(); }
