// Asks for a value of every nondet type, then reaches reach_error when
// they are not all zero (a generating run's values replay exactly).
void reach_error(void) {}
extern _Bool __VERIFIER_nondet_bool(void);
extern char __VERIFIER_nondet_char(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern long __VERIFIER_nondet_long(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern long long __VERIFIER_nondet_longlong(void);
extern unsigned long long __VERIFIER_nondet_ulonglong(void);

int main(void) {
  int nonzero = 0;
  nonzero |= __VERIFIER_nondet_bool() != 0;
  nonzero |= __VERIFIER_nondet_char() != 0;
  nonzero |= __VERIFIER_nondet_uchar() != 0;
  nonzero |= __VERIFIER_nondet_short() != 0;
  nonzero |= __VERIFIER_nondet_ushort() != 0;
  nonzero |= __VERIFIER_nondet_int() != 0;
  nonzero |= __VERIFIER_nondet_uint() != 0;
  nonzero |= __VERIFIER_nondet_long() != 0;
  nonzero |= __VERIFIER_nondet_ulong() != 0;
  nonzero |= __VERIFIER_nondet_longlong() != 0;
  nonzero |= __VERIFIER_nondet_ulonglong() != 0;
  if (nonzero)
    reach_error();
  return 0;
}
