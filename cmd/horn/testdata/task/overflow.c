extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 0) x = x + 1;
  if (x == 0 && x != 0) reach_error();
  return 0;
}
