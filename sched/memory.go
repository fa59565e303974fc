package sched

import (
	"context"
	"time"

	"github.com/horn-chc/horn/internal/memwatch"
)

// memory is a run's memory budget and the members' shares of it. The
// resident set is the whole process's: a member is cancelled when the
// process reaches its share, whoever grew it, which is what makes a
// member whose encoding grows without bound (an unrolling) give up
// before the budget stops every member.
type memory struct {
	budget uint64                 // bytes; 0: none
	rss    func() (uint64, error) // reads the resident set
	share  []float64              // member → fraction of budget; 0: none
}

// any reports whether some member has a share of a budget.
func (m *memory) any() bool {
	if m.budget == 0 {
		return false
	}
	for _, f := range m.share {
		if f > 0 {
			return true
		}
	}
	return false
}

// limit is member i's limit in bytes; 0: none.
func (m *memory) limit(i int) uint64 {
	if m.budget == 0 || m.share[i] == 0 {
		return 0
	}
	return uint64(float64(m.budget) * m.share[i])
}

// smallest is the smallest member's limit in bytes; 0: none.
func (m *memory) smallest() uint64 {
	var l uint64
	for i := range m.share {
		if li := m.limit(i); li > 0 && (l == 0 || li < l) {
			l = li
		}
	}
	return l
}

// watch polls the resident set for s's run under ctx, until ctx is
// done, if some member has a share: the further the resident set is
// from the smallest share, the longer the wait (memwatch.Wait).
// s.mu is held.
func (m *memory) watch(ctx context.Context, s *Scheduler) {
	if !m.any() {
		return
	}
	limit := m.smallest()
	go func() {
		t := time.NewTimer(memwatch.Interval)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				t.Reset(memwatch.Wait(s.checkMemory(), limit))
			}
		}
	}()
}

// checkMemory reads the resident set once and cancels every started
// member whose share it has reached, with a *memwatch.BudgetError (its
// text starts "memory", so the member's answer is unknown for the reason
// memory: result.Stopped). It returns the resident set read (0 if it
// could not be read).
func (s *Scheduler) checkMemory() uint64 {
	n, err := s.mem.rss()
	if err != nil {
		return 0
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for i, cancel := range s.cancels {
		if l := s.mem.limit(i); cancel != nil && l > 0 && n >= l {
			cancel(&memwatch.BudgetError{Budget: l, RSS: n})
			s.cancels[i] = nil
			s.log.Info("member reached its memory share", "member", s.name(i), "resident MiB", n>>20, "share MiB", l>>20)
		}
	}
	return n
}

// Start waits while member i is held back by its delay and returns the
// context the member solves under: ctx, cancelled also when the process
// reaches the member's memory share. It fails when the run ends first:
// the member then never needs to run.
func (s *Scheduler) Start(ctx context.Context, i int) (context.Context, error) {
	if err := s.awaitStart(i); err != nil {
		return nil, err
	}
	mctx, cancel := context.WithCancelCause(ctx)
	s.mu.Lock()
	s.cancels[i] = cancel
	s.mu.Unlock()
	return mctx, nil
}
