// expect: buggy
// witness: 16: function_return
// witness: 26: function_return
// witness: 13: target
// The bug lies behind a million iterations, past the bounds of horn's
// interpreter: the test phase's run is the trace without steps, its
// nondet values located by a replay of the compiled program (in a
// function called in a loop, and in an argument), and the violation
// witness is made of those calls and the call of reach_error entered.
extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: reach_error(); abort(); } }

int get(void) {
  return __VERIFIER_nondet_int();
}

int main(void) {
  unsigned int i, s = 0;
  int k, n = 0;
  for (k = 0; k < 3; k++)
    n += get() > 0;
  for (i = 0; i < 1000000; i++)
    s += 3;
  __VERIFIER_assert(!(s == 3000000u && n >= 2 && __VERIFIER_nondet_int()));
  return 0;
}
