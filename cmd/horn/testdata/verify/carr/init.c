// expect: correct
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[5000];
  for (int i = 0; i < 5000; i++) a[i] = 3;
  for (int x = 0; x < 5000; x++) __VERIFIER_assert(a[x] == 3);
  return 0;
}
