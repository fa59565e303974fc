extern void abort(void);
void reach_error(void) { abort(); }
extern unsigned long __VERIFIER_nondet_ulong(void);
int main(void) {
  unsigned long u = __VERIFIER_nondet_ulong();
  if (u > 4294967295UL) reach_error();
  return 0;
}
