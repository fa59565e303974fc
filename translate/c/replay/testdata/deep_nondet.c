// The bug is behind a loop of 10^5 iterations that reads a value each
// time: reach_error is entered when the last value read is large, for
// almost any input (expected: a generating search finds it).
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "deep_nondet.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int a[100000];

int main(void) {
  int i;
  for (i = 0; i < 100000; i++)
    a[i] = __VERIFIER_nondet_int();
  if (a[99999] > 1000)
    reach_error();
  return 0;
}
