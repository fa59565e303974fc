// expect: buggy
// witness: function_return
// witness: target
// SV-COMP's array-examples/standard_running-1.i (expected verdict false):
// the run horn finds asks for 100,000 values, too many to state (a
// witness of 40 MB); made 0 past the first few (a replay confirms that
// run too), the witness states those few and leaves the zeros unstated.
extern void abort(void);
void reach_error(){}
void __VERIFIER_assert(int cond) { if(!(cond)) { ERROR: {reach_error();abort();} } }
extern int __VERIFIER_nondet_int();

int main ( ) {
  int a[100000];
  int b[100000];
  int i = 0;
	
	for(i = 0; i< 100000; i++) 
	{ 
	    a[i] = __VERIFIER_nondet_int();
	}
	
	i = 0;
  while ( i < 100000 ) {
    if ( a[i] >= 0 ) b[i] = 1;
    else b[i] = 0;
    i = i + 1;
  }
  int f = 1;
  i = 0;
  while ( i < 100000 ) {
    if ( a[i] >= 0 && !b[i] ) f = 0;
    if ( a[i] < 0 && !b[i] ) f = 0;
    i = i + 1;
  }
  __VERIFIER_assert ( f );
  return 0;
}
