package smt

import "context"

// Release closes the solvers when the engine is done with them. Once ctx
// is done the caller wants its answer now, and freeing a large Z3 context
// takes seconds (a 4 GiB unfolding: about 10 s; PDR's solvers on a
// large non-linear system: half a second), so the solvers are then closed
// by a goroutine of their own; the caller must not use them afterwards.
func Release(ctx context.Context, ss ...Solver) {
	if ctx.Err() == nil {
		for _, s := range ss {
			s.Close()
		}
		return
	}
	go func() {
		for _, s := range ss {
			s.Close()
		}
	}()
}
