package engine

import (
	"context"
	"fmt"
	"runtime/debug"

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
