// expect: correct
// witness: ((long long)x % 2 + 2) % 2) == 0
// SV-COMP's loops-crafted-1/Mono1_1-2.c (expected verdict true): the
// loop invariant needs Houdini's congruence x mod 2 == 0 past 10^7, which
// the witness states with C's % corrected to Euclidean; without it the
// witness's invariant is not inductive and its check (a re-proof with
// the invariant as a check) ran out of time.
extern void abort(void);
void reach_error(){}
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
int main(void) {
  unsigned int x = 0;

  while (x < 100000000) {
    if (x < 10000000) {
      x++;
    } else {
      x += 2;
    }
  }

  __VERIFIER_assert(x == 100000000) ;
}
