// A correct program: the loop keeps j == 2 * i and i <= n, so count
// returns 2 * n, and main's check holds for every n in range.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "sum-correct.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }

int count(int n) {
  int i = 0, j = 0;
  while (i < n) {
    i++;
    j += 2;
  }
  return j;
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) return 0;
  __VERIFIER_assert(count(n) == 2 * n);
  return 0;
}
