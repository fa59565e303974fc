// expect: buggy
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[4], b[4];
  for (int i = 0; i < 4; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < 3; i++) b[i] = a[i];
  for (int x = 0; x < 4; x++) __VERIFIER_assert(a[x] == b[x]);
  return 0;
}
