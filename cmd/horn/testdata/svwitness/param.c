// expect: correct
// witness: (long long)n >= (long long)i
// A loop invariant over a parameter: the model states it by the
// parameter's entry value, which the witness names by the parameter.
extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: reach_error(); abort(); } }
int f(int n) {
  int i = 0;
  while (i < n) {
    i++;
  }
  return i;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) return 0;
  __VERIFIER_assert(f(n) == n);
  return 0;
}
