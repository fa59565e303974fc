// reach_error is static: the replay makes it global with objcopy.
static void reach_error(void) {}
extern void abort(void);
extern char __VERIFIER_nondet_char(void);

int main(void) {
  char c = __VERIFIER_nondet_char();
  if (c == 'x') {
    reach_error();
    abort();
  }
  return 0;
}
