// expect: buggy
// witness: assumption
// witness: function_return
// witness: branching
// witness: target
// Nondet values stored in variables (declarations, assignments), one
// used directly in a condition, branches taken both ways, a loop and a
// call before the error.
extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: reach_error(); abort(); } }

int twice(int x) { return 2 * x; }

int main(void) {
  int a = __VERIFIER_nondet_int();
  unsigned char c;
  c = __VERIFIER_nondet_uchar();
  if (a < 3 || a > 5) return 0;
  int i = 0;
  while (i < a) {
    i++;
  }
  if (__VERIFIER_nondet_int()) {
    i = twice(i);
  } else {
    return 0;
  }
  __VERIFIER_assert(i != 8 || c != 200);
  return 0;
}
