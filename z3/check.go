package z3

/*
#include <z3.h>
*/
import "C"

import (
	"context"
	"time"
)

// Check decides the assertions together with the assumptions (Boolean
// terms, typically constants used as activation literals). If ctx is done
// before or during the check, Check returns Unknown with ReasonUnknown
// "interrupted" (Z3 4.8.12's word; the caller can consult ctx.Err()):
// Interrupt is called once ctx is done, and no longer once Check returns. Unknown is an answer, not an error: the
// error is for failures reported by Z3.
func (s *Solver) Check(ctx context.Context, assumptions ...AST) (Status, error) {
	c, sp, err := s.use()
	if err != nil {
		return Unknown, err
	}
	xs, err := c.args(assumptions)
	if err != nil {
		return Unknown, err
	}
	s.reason = ""
	if ctx.Err() != nil {
		s.reason = "interrupted"
		return Unknown, nil
	}
	c.beginCheck()
	stop := c.watch(ctx)
	r := C.Z3_solver_check_assumptions(c.ptr, sp, C.uint(len(xs)), first(xs))
	interrupted := c.endCheck()
	stop()
	err = c.check("Check")
	if interrupted {
		c.clearCancel()
	}
	if err != nil {
		return Unknown, err
	}
	switch r {
	case C.Z3_L_TRUE:
		return Sat, nil
	case C.Z3_L_FALSE:
		return Unsat, nil
	}
	return Unknown, nil
}

// interruptRetry is how often the watcher repeats Interrupt while a check
// keeps running after ctx is done: an interrupt that lands just before Z3
// installs its handler for the check would otherwise be lost.
const interruptRetry = 5 * time.Millisecond

// watch arranges for c to be interrupted once ctx is done, by a function
// context.AfterFunc runs then (no goroutine waits meanwhile: a watcher
// goroutine per check cost two context switches a check, hundreds in a
// 50 ms run). The returned stop function ends the interrupting, waiting
// for it if it has begun, so no interrupt is issued after stop returns.
func (c *Context) watch(ctx context.Context) (stop func()) {
	if ctx.Done() == nil {
		return func() {}
	}
	quit := make(chan struct{})
	exited := make(chan struct{})
	cancel := context.AfterFunc(ctx, func() {
		defer close(exited)
		t := time.NewTicker(interruptRetry)
		defer t.Stop()
		for {
			c.Interrupt()
			select {
			case <-quit:
				return
			case <-t.C:
			}
		}
	})
	return func() {
		if cancel() {
			return // it never ran and never will
		}
		close(quit)
		<-exited
	}
}
