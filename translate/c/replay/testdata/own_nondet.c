// Defines a nondet function itself: the harness cannot answer it.
void reach_error(void) {}
int __VERIFIER_nondet_int(void) { return 1; }

int main(void) {
  if (__VERIFIER_nondet_int())
    reach_error();
  return 0;
}
