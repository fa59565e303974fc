// expect: correct
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[5000], b[5000];
  for (int i = 0; i < 5000; i++) { a[i] = __VERIFIER_nondet_int(); b[i] = __VERIFIER_nondet_int(); }
  int same = 1;
  for (int i = 0; i < 5000; i++)
    if (a[i] != b[i]) same = 0;
  if (same)
    for (int x = 0; x < 5000; x++) __VERIFIER_assert(a[x] == b[x]);
  return 0;
}
