package z3

/*
#include <stdlib.h>
#include "pause.h"
*/
import "C"

import (
	"context"
	"sync"
	"unsafe"

	"github.com/horn-chc/horn/smt"
)

// pauseHandler installs the pause signal's handler once per process: a
// signal handler is the process's, whatever the number of contexts. The
// handler replaces the Go runtime's for that one real-time signal, which
// nothing else in horn uses.
var pauseHandler = sync.OnceValue(func() bool { return C.horn_pause_install() == 0 })

// pauseFlag is a context's pause flag, in C memory: the signal handler
// reads it on the check's thread.
type pauseFlag = *C.horn_pause

// newPause returns the pause flag of a new context, nil when pausing is
// not available (the handler could not be installed).
func newPause() pauseFlag {
	if !pauseHandler() {
		return nil
	}
	return C.horn_pause_new()
}

// freePause releases a context's pause flag.
func freePause(p pauseFlag) {
	if p != nil {
		C.free(unsafe.Pointer(p))
	}
}

// CanPause reports whether the context's checks can be paused through an
// smt.Pause in their context (see Solver.Check).
func (c *Context) CanPause() bool { return c.pause != nil }

// checkAssumptions runs Z3_solver_check_assumptions on sp, pausable
// through the smt.Pause ctx carries, if any: stopping it holds the
// check's thread in a signal handler, where it uses no processor and
// keeps all its state, until it is resumed. Z3 4.8.12 has no way to
// suspend a check and resume it: an interrupt ends it, and the next check
// starts over.
func (c *Context) checkAssumptions(ctx context.Context, sp C.Z3_solver, xs []C.Z3_ast) C.Z3_lbool {
	p := smt.PauseFrom(ctx)
	if p == nil || c.pause == nil {
		return C.Z3_solver_check_assumptions(c.ptr, sp, C.uint(len(xs)), first(xs))
	}
	flag := c.pause
	p.Attach(func() { C.horn_pause_stop(flag) }, func() { C.horn_pause_resume(flag) })
	defer p.Detach()
	return C.horn_pause_check(c.ptr, sp, C.uint(len(xs)), first(xs), flag)
}
