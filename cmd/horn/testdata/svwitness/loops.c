// expect: correct
// witness: j >= 0
// witness: g >= 0
// A for loop's own declaration, a global, a loop in a callee over its
// parameter, and a local declared after the loops (out of their scope).
extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: reach_error(); abort(); } }

int g = 0;

int sum(int n) {
  int s = 0;
  int i = 0;
  while (i < n) {
    s = s + 2;
    i++;
  }
  return s;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  int k = 0;
  for (int j = 0; j < n; j++) {
    k = k + 1;
    g = g + 1;
  }
  __VERIFIER_assert(k == g);
  int late = sum(n);
  __VERIFIER_assert(late >= 0);
  return 0;
}
