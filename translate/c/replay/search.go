package replay

import (
	"context"
	"time"
)

// Budget bounds a search for a run that reaches reach_error; the zero
// value works.
type Budget struct {
	CPU        time.Duration // the runs' CPU time, summed (default 2 s)
	Wall       time.Duration // the whole search's wall time (default 4 x CPU)
	Runs       int           // runs at most (default 256)
	RunTimeout time.Duration // one run's wall time (default 1 s, and never past Wall)
	Seed       uint64        // the first round's seed; round k uses Seed+k
}

func (b Budget) withDefaults() Budget {
	if b.CPU <= 0 {
		b.CPU = 2 * time.Second
	}
	if b.Wall <= 0 {
		b.Wall = 4 * b.CPU
	}
	if b.Runs <= 0 {
		b.Runs = 256
	}
	if b.RunTimeout <= 0 {
		b.RunTimeout = time.Second
	}
	return b
}

// rounds are the strategies of one round after the first run (Zeros,
// which needs no seed and runs once).
var rounds = []Strategy{Small, Extremes, Uniform, SmallRange, Mixed}

// SearchStats says what a search did.
type SearchStats struct {
	Runs    int
	Ended   map[Kind]int // runs by how they ended
	Elapsed time.Duration
	CPU     time.Duration // the runs' CPU time
	// Deterministic: a run ended without asking for a value, so every run
	// would do the same, and the search stopped there.
	Deterministic bool
}

// Search runs the program, all zeros first, then rounds of Small,
// Extremes, Uniform, SmallRange and Mixed with a new seed each round,
// until a run reaches reach_error (found), the budget (the runs' CPU
// time, the wall time, the number of runs) or ctx ends, or a
// run that asked for no value shows that all runs are alike. The order
// and the seeds are fixed, so the run found is the same whenever the
// budget allows it. The error is a failure of the harness or ctx's
// cancellation (a deadline only ends the search).
func (g *Generator) Search(ctx context.Context, b Budget) (found Run, st SearchStats, ok bool, err error) {
	b = b.withDefaults()
	start := time.Now()
	st.Ended = map[Kind]int{}
	defer func() { st.Elapsed = time.Since(start) }()
	for k := 0; st.Runs < b.Runs; k++ {
		s, seed := Zeros, b.Seed
		if k > 0 {
			s, seed = rounds[(k-1)%len(rounds)], b.Seed+uint64((k-1)/len(rounds))
		}
		left := b.Wall - time.Since(start)
		if left <= 0 || st.CPU >= b.CPU || ctx.Err() != nil {
			break
		}
		r, err := g.Run(ctx, s, seed, min(b.RunTimeout, left))
		if err != nil {
			if ctx.Err() != nil && r.Kind == Timeout {
				break // the caller's deadline: the search just ends
			}
			return Run{}, st, false, err
		}
		st.Runs++
		st.Ended[r.Kind]++
		st.CPU += r.CPU
		if r.Kind == Reached {
			return r, st, true, nil
		}
		if !r.Asked {
			st.Deterministic = true
			break
		}
	}
	return Run{}, st, false, nil
}
