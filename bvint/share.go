package bvint

import (
	"context"
	"sync"
	"sync/atomic"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
)

// Shared holds the translations that several ViaInt engines of one run
// make alike, so that each is made once and passed to the others as
// data: the simplification and slicing of the bits of the given system
// (ViaInt.Given), the first round's translation of a system to integers
// (exact or assuming no overflow), and the default preprocessing of that
// translation. In auto's portfolio on a bit-vector system, int-pdr and
// int-bmc translate the same preprocessed system exactly, and
// nowrap-int-pdr and nowrap-int-houdini the same given one without
// overflow; on a system that is solved in a fraction of a second, the
// translations were most of the run's time.
//
// A Shared is safe for concurrent use. Entries are keyed by the system
// (by pointer: the driver hands every member the same one) and the
// steps' description; a step that fails (its caller's ctx was done) is
// not kept, and the next caller makes it again. The zero value is not
// usable: call NewShared. A nil *Shared shares nothing.
type Shared struct {
	mu      sync.Mutex
	entries map[sharedKey]*sharedEntry
	runs    atomic.Int64
}

type sharedKey struct {
	sys  *chc.System
	what string
}

type sharedEntry struct {
	done chan struct{}
	res  *preprocess.Result
	err  error
}

// NewShared returns an empty Shared, for one run.
func NewShared() *Shared { return &Shared{entries: map[sharedKey]*sharedEntry{}} }

// Runs is the number of pipelines the Shared has run (each key's first
// caller runs it; later callers reuse its result).
func (sh *Shared) Runs() int64 { return sh.runs.Load() }

// run returns pipe's result on s: the one computed already under what
// for s (reused), or one it computes now. Callers must pass the same
// pipeline for the same what. A caller that finds the step under way
// waits for it, or for its own ctx.
func (sh *Shared) run(ctx context.Context, what string, s *chc.System, pipe preprocess.Pipeline) (res *preprocess.Result, reused bool, err error) {
	if sh == nil {
		res, err = pipe.Run(ctx, s)
		return res, false, err
	}
	k := sharedKey{s, what}
	for {
		sh.mu.Lock()
		e, ok := sh.entries[k]
		if !ok {
			e = &sharedEntry{done: make(chan struct{})}
			sh.entries[k] = e
			sh.mu.Unlock()
			e.res, e.err = pipe.Run(ctx, s)
			sh.runs.Add(1)
			if e.err != nil {
				sh.mu.Lock()
				delete(sh.entries, k)
				sh.mu.Unlock()
			}
			close(e.done)
			return e.res, false, e.err
		}
		sh.mu.Unlock()
		select {
		case <-e.done:
		case <-ctx.Done():
			return nil, false, ctx.Err()
		}
		if e.err == nil {
			return e.res, true, nil
		}
		if err := ctx.Err(); err != nil {
			return nil, false, err
		}
	}
}
