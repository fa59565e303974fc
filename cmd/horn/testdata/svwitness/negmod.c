// expect: correct
// witness: (((long long)x % 2 + 2) % 2) == 1
// A congruence over negative values: the model's x mod 2 == 1 is
// Euclidean, C's % truncates (-7 % 2 is -1), so the witness states it
// corrected; stated as C's plain x % 2 == 1 it would be false at entry.
extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
int main(void) {
  int x = -7;
  while (__VERIFIER_nondet_int() && x > -1000000) {
    x -= 2;
  }
  __VERIFIER_assert(x != -100);
  return 0;
}
