// Reads values until one is zero; reaches when their sum is 10. A value of
// 99 spins forever (for the time-out).
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int sum = 0;
  for (;;) {
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0);
    if (v == 0)
      break;
    if (v == 99)
      for (volatile int spin = 1; spin;)
        ;
    sum += v;
  }
  if (sum == 10)
    reach_error();
  return 0;
}
