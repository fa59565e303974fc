// ERROR 4:16 procedure P has more than one implementation
procedure P();
implementation P() { }
implementation P() { }
