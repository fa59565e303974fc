// expect: correct
// witness: ((((long long)x + (long long)y) % 2 + 2) % 2) == 0
// witness: ((((long long)x + -(long long)y) % 2 + 2) % 2) == 0
// SV-COMP's loop-lit/gr2006.i (expected verdict true): the invariant's
// congruences are over x + y and x - y, inside disjunctions.
extern void abort(void);
void reach_error(){}
extern void abort(void);
void assume_abort_if_not(int cond) {
  if(!cond) {abort();}
}
void __VERIFIER_assert(int cond) {
  if (!(cond)) {
      ERROR: {reach_error();abort();}
  }
  return;
}
int __VERIFIER_nondet_int();
int main() {
    int x,y;
    x = 0;
    y = 0;
    while (1) {
        if (x < 50) {
            y++;
        } else {
            y--;
        }
        if (y < 0) break;
        x++;
    }
    __VERIFIER_assert(x == 100);
    return 0;
}
