package result

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync/atomic"

	"github.com/horn-chc/horn/chc"
)

// PanicError is a panic inside an engine, caught so that no input can
// crash horn: the engine's answer becomes an error (and so unknown), with
// the panic value and the stack for the bug report.
type PanicError struct {
	Engine string
	Value  any
	Stack  []byte
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("internal error in %s: panic: %v", e.Engine, e.Value)
}

// SolveSafely calls e.Solve and turns a panic into a *PanicError. Every
// goroutine that runs an engine calls it, since a panic cannot be
// recovered from another goroutine.
func SolveSafely(ctx context.Context, e Engine, s *chc.System) (r Result, err error) {
	defer func() {
		if v := recover(); v != nil {
			r, err = Result{Status: chc.Unknown}, &PanicError{Engine: e.Name(), Value: v, Stack: debug.Stack()}
		}
	}()
	return e.Solve(ctx, s)
}

// Else is first, and then, when first gives up (answers unknown for the
// reason GaveUp: it does not apply to the system, or cannot decide it),
// the engine second builds, on the same system. Its name is first's, or
// second's once second has run.
func Else(first Engine, second func() Engine) Engine {
	return &orElse{first: first, second: second}
}

type orElse struct {
	first  Engine
	second func() Engine
	used   atomic.Pointer[Engine] // second, once it runs
}

func (o *orElse) Name() string {
	if e := o.used.Load(); e != nil {
		return (*e).Name()
	}
	return o.first.Name()
}

func (o *orElse) Solve(ctx context.Context, s *chc.System) (Result, error) {
	r, err := SolveSafely(ctx, o.first, s)
	if err != nil || r.Status != chc.Unknown || ctx.Err() != nil || WhyOf(r.Reason) != GaveUp {
		return r, err
	}
	e := o.second()
	o.used.Store(&e)
	return e.Solve(ctx, s)
}
