// ERROR 3:11 ^quantifiers in assumptions are not supported \(exists\)$
procedure main() {
  assume (exists x: int :: x > 0);
}
