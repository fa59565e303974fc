// Two files: the check is in another file than main.
extern _Bool __VERIFIER_nondet_bool(void);
void check(_Bool a, _Bool b);

int main(void) {
  _Bool a = __VERIFIER_nondet_bool();
  _Bool b = __VERIFIER_nondet_bool();
  check(a, b);
  return 0;
}
