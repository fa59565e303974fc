// expect: correct
// witness: 16: 1
// A correct program without loops: no loop invariant to state, so the
// witness states the trivial invariant 1 at main's first statement (the
// format wants at least one invariant), past the comment and the
// preprocessor line before it.
extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
int inc(int a) { return a + 1; }
int main(void)
{
  /* the input */
#define LIMIT 5
  // then the check
  int x = __VERIFIER_nondet_int();
  if (x > LIMIT) {
    x = inc(x);
    if (x < LIMIT) reach_error();
  }
  return 0;
}
