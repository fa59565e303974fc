// expect: correct
// witness: max >= 0 && i >= 0 && i <= 100000
// SV-COMP's array-examples/standard_maxInArray_ground.i (expected
// verdict true). Its proof is a quantified invariant (a[k] <= max for k
// below i), which a C expression cannot state: the witness states the
// scalar conjuncts, and its check must find the array fact again in the
// program with those invariants as checks. There qarr's model has the
// body's ∀ restated, under a negation, in the image of a removed
// predicate; the ground check refused it until such a ∀ counted as the
// fact the body asserts, and the witness check was inconclusive.
extern void abort(void);
void reach_error(){}
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
extern int __VERIFIER_nondet_int();
int main( ) {
  int a[100000];
  int max = 0;
	
	for (int j = 0; j < 100000 ; j++ ) {
    a[j] = __VERIFIER_nondet_int();
  }
	
  int i = 0;
  while ( i < 100000 ) {
    if ( a[i] > max ) {
      max = a[i];
    }
    i = i + 1;
  }
  int x;
  for ( x = 0 ; x < 100000 ; x++ ) {
    __VERIFIER_assert( a[x] <= max );
  }
  return 0;
}
