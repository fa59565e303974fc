// Sites: nondet calls in several functions, in a loop, in expressions and
// a cast; declarations (old style and prototypes) and text in comments
// and strings that are no calls.
extern void abort(void);
void reach_error() {}
extern int __VERIFIER_nondet_int();
extern _Bool __VERIFIER_nondet_bool(void);
unsigned char __VERIFIER_nondet_uchar();
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error();abort();} } }
static const char *s = "__VERIFIER_nondet_int()"; /* __VERIFIER_nondet_int() */
int get(void) { return __VERIFIER_nondet_int(); }
int main(void) {
  int i, sum = 0;
  for (i = 0; i < 3; i++)
    sum += get() * (int)__VERIFIER_nondet_uchar();
  if (__VERIFIER_nondet_bool())
    __VERIFIER_assert(sum != 12);
  return 0;
}
