// Declarations shared by pause.go and pause.c.
#include <stdatomic.h>
#include <z3.h>

// horn_pause is a context's pause flag and the thread its check runs on.
typedef struct {
	atomic_int paused; // 1: the check's thread waits until it is 0 again
	atomic_int tid;    // the thread running the check; 0 between checks
} horn_pause;

int horn_pause_signal(void);
int horn_pause_install(void);
horn_pause *horn_pause_new(void);
Z3_lbool horn_pause_check(Z3_context c, Z3_solver s, unsigned n, const Z3_ast *xs, horn_pause *p);
void horn_pause_stop(horn_pause *p);
void horn_pause_resume(horn_pause *p);
