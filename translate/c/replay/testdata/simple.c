// SV-COMP style: reach_error fails through assert.h's __assert_fail.
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "simple.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned int y = __VERIFIER_nondet_uint();
  if (x == -42 && y > 4000000000u) {
    reach_error();
  }
  return 0;
}
