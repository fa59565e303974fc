// A buggy program: an unsigned char wraps from 0 to 255, so counting
// down from 0 reaches 254 after two steps.
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error() { __assert_fail("0", "wrap-buggy.c", 5, "reach_error"); }
extern int __VERIFIER_nondet_int(void);

int main(void) {
  unsigned char c = 0;
  int steps = 0;
  while (__VERIFIER_nondet_int()) {
    c--;
    steps++;
    if (c == 254) {
      reach_error();
    }
  }
  return 0;
}
