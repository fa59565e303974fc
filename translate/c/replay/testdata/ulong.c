// Which value reaches depends on the data model: unsigned long wraps at
// 2^32 under ILP32 and at 2^64 under LP64.
void reach_error(void) {}
extern unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
  unsigned long u = __VERIFIER_nondet_ulong();
  if (u + 1 == 0) {
    reach_error();
  }
  return 0;
}
