// Correct: the check holds for every input (expected: a generating search
// finds nothing, and runs until its budget ends).
void reach_error(void) {}
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i, s = 0;
  __VERIFIER_assume(n <= 100000);
  for (i = 0; i < n; i++)
    s += 2;
  if (s != 2 * n)
    reach_error();
  return 0;
}
