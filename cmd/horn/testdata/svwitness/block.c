// expect: correct
// witness: k >= 1 && k <= 5
// witness: k == 7
// A do-while loop in an inner block whose local hides an outer one of
// the same name, and unsigned arithmetic that wraps.
extern void abort(void);
void reach_error(void) { abort(); }
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: reach_error(); abort(); } }

int main(void) {
  int k = 7;
  {
    int k = 5;
    do {
      k--;
    } while (k > 0);
    __VERIFIER_assert(k == 0);
  }
  unsigned int u = __VERIFIER_nondet_uint();
  unsigned int v = u;
  int m = 0;
  while (m < 10) {
    v = v + 1u;
    m++;
  }
  __VERIFIER_assert(k == 7);
  return 0;
}
