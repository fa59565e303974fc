// Aborts (assume_abort_if_not) before reaching when the value is negative.
#include <stdlib.h>
void reach_error(void) {}
void assume_abort_if_not(int cond) { if (!cond) abort(); }
extern short __VERIFIER_nondet_short(void);

int main(void) {
  short s = __VERIFIER_nondet_short();
  assume_abort_if_not(s >= 0);
  reach_error();
  return 0;
}
