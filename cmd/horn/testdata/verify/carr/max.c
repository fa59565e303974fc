// expect: correct
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[5000];
  for (int i = 0; i < 5000; i++) a[i] = __VERIFIER_nondet_int();
  int max = a[0];
  for (int i = 1; i < 5000; i++)
    if (a[i] > max) max = a[i];
  for (int x = 0; x < 5000; x++) __VERIFIER_assert(a[x] <= max);
  return 0;
}
