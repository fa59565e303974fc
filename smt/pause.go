package smt

import (
	"context"
	"sync"
)

// Pause lets the caller of a check stop the check for a while and let it
// go on later from where it stood, where an interrupt (cancelling the
// check's context) would lose the work done so far. A scheduler sharing a
// processor among checks (engine.Slices) pauses one at its slice's end
// and resumes it at its next turn.
//
// The caller puts a Pause into the check's context (WithPause); a solver
// that can pause (a Pauser whose CanPause holds) attaches to it while it
// runs the check and detaches when the check ends. Stop and Resume may be
// called from any goroutine, at any time: a Pause stopped while no check
// is attached stops the next one that attaches, before it starts.
type Pause struct {
	mu      sync.Mutex
	stopped bool
	stop    func() // the attached check's, nil when none is attached
	resume  func()
}

// Attach is called by a solver as a check starts, with the functions that
// stop the check's thread and let it go on. If p is stopped, stop is
// called at once.
func (p *Pause) Attach(stop, resume func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.stop, p.resume = stop, resume
	if p.stopped {
		stop()
	}
}

// Detach is called by the solver when the check has ended. A stopped p
// stays stopped, for the next check that attaches.
func (p *Pause) Detach() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped && p.resume != nil {
		p.resume() // the check ended before it was stopped: clear its flag
	}
	p.stop, p.resume = nil, nil
}

// Stop pauses the attached check, or the next one to attach.
func (p *Pause) Stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return
	}
	p.stopped = true
	if p.stop != nil {
		p.stop()
	}
}

// Resume lets the paused check go on.
func (p *Pause) Resume() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.stopped {
		return
	}
	p.stopped = false
	if p.resume != nil {
		p.resume()
	}
}

// Pauser is implemented by solvers that may support pausing their checks
// through a Pause in the check's context (WithPause). A solver that does
// not, or whose CanPause is false, ignores a Pause: only cancelling the
// context stops its checks.
type Pauser interface {
	CanPause() bool
}

type pauseKey struct{}

// WithPause returns a context carrying p, for a solver's Check.
func WithPause(ctx context.Context, p *Pause) context.Context {
	return context.WithValue(ctx, pauseKey{}, p)
}

// PauseFrom returns the Pause ctx carries, or nil.
func PauseFrom(ctx context.Context) *Pause {
	p, _ := ctx.Value(pauseKey{}).(*Pause)
	return p
}
