package engine

import (
	"context"
	"fmt"
	"strings"

	"horn/chc"
	"horn/smt"
)

// Portfolio runs several engines in parallel on the same system. The first
// definite answer whose witness validates wins and the other engines are
// cancelled; an answer that fails validation is logged as a bug and
// ignored, so one faulty engine cannot make the portfolio answer wrongly.
// Each member runs in its own goroutine and makes its own solvers, so Z3
// contexts never cross goroutines.
type Portfolio struct {
	Members []Engine
	// NewSolver validates the members' witnesses; nil: answers are
	// trusted (then engine.Run's own validation still applies).
	NewSolver smt.NewSolver
	// slices, when set by NewSliced, makes the members take turns.
	slices *Slices
}

// Name is "portfolio(a,b,...)", or "sliced(a:w,b:w,...)" with the members'
// weights when they take turns.
func (p *Portfolio) Name() string {
	if p.slices != nil {
		return "sliced(" + slicedName(p) + ")"
	}
	names := make([]string, len(p.Members))
	for i, m := range p.Members {
		names[i] = m.Name()
	}
	return "portfolio(" + strings.Join(names, ",") + ")"
}

type memberResult struct {
	i   int
	r   Result
	err error
}

// Solve runs the members until one gives a validated answer, all give up,
// or ctx is done.
func (p *Portfolio) Solve(ctx context.Context, s *chc.System) (Result, error) {
	if len(p.Members) == 0 {
		return Result{}, fmt.Errorf("portfolio: no engines")
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	out := make(chan memberResult, len(p.Members))
	if p.slices != nil {
		p.slices.begin()
	}
	for i, m := range p.Members {
		go func() {
			r, err := SolveSafely(ctx, m, s)
			out <- memberResult{i, r, err}
		}()
	}
	stats := NewStats()
	var reasons []string
	var firstErr error
	var win *Result
	for range p.Members {
		mr := <-out
		name := p.Members[mr.i].Name()
		if mr.r.Stats != nil {
			stats.Merge(mr.r.Stats.Prefixed(name + " "))
		}
		if win != nil {
			continue // draining the cancelled members
		}
		definite := mr.err == nil && mr.r.Status != chc.Unknown
		if p.slices != nil && !definite {
			// A member that gave up frees its turns at once; a member
			// with an answer keeps them until the answer is validated
			// (the others are cancelled then, or go on if it fails).
			p.slices.Done(mr.i)
		}
		switch {
		case mr.err != nil:
			if ctx.Err() == nil && firstErr == nil {
				firstErr = fmt.Errorf("%s: %w", name, mr.err)
			}
			reasons = append(reasons, name+": error: "+mr.err.Error())
		case mr.r.Status == chc.Unknown:
			reasons = append(reasons, name+": "+mr.r.Reason)
		default:
			if p.NewSolver != nil {
				if err := Validate(ctx, s, mr.r, p.NewSolver); err != nil {
					reasons = append(reasons, fmt.Sprintf("%s: bug: %s answer failed validation: %v", name, mr.r.Status, err))
					if p.slices != nil {
						p.slices.Done(mr.i)
					}
					continue
				}
			}
			r := mr.r
			r.Reason = ""
			win = &r
			stats.Add("winner "+name, 1)
			cancel()
		}
	}
	if p.slices != nil {
		for i, m := range p.Members {
			stats.AddDuration(m.Name()+" slice time", p.slices.Used(i))
		}
		stats.Add("preempted checks", p.slices.retries.Load())
	}
	if win != nil {
		win.Stats = stats
		return *win, nil
	}
	if firstErr != nil && len(reasons) == len(p.Members) && allErrors(reasons) {
		return Result{Status: chc.Unknown, Reason: strings.Join(reasons, "; "), Stats: stats}, firstErr
	}
	return Result{Status: chc.Unknown, Reason: strings.Join(reasons, "; "), Stats: stats}, nil
}

func allErrors(reasons []string) bool {
	for _, r := range reasons {
		if !strings.Contains(r, ": error: ") {
			return false
		}
	}
	return true
}
