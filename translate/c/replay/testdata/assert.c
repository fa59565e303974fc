// Fails through assert.h directly, not through reach_error.
#include <assert.h>
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 3);
  return 0;
}
