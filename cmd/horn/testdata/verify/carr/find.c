// expect: correct
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[5000];
  int key = __VERIFIER_nondet_int();
  for (int i = 0; i < 5000; i++) a[i] = __VERIFIER_nondet_int();
  int i = 0;
  while (i < 5000 && a[i] != key) i++;
  for (int x = 0; x < i; x++) __VERIFIER_assert(a[x] != key);
  return 0;
}
