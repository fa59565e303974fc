package sched

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/memwatch"
	"github.com/horn-chc/horn/smt"
)

// Scheduler shares one processor among the members of a portfolio. Every
// solver call that can take long (Check, Project) first waits for its
// member's turn; when the turn is free it goes to the waiting member with
// the least solver time used per unit of weight. A member with weight 3
// thus gets about three times the solver time of a member with weight 1
// while both are busy, and all of it once the other has stopped.
//
// The point is CPU time: a portfolio that runs its members side by side on
// two cores spends twice the CPU for the same wall time, which a
// CPU-limited competition run counts against it. Sliced, the members take
// turns on one core, and a cheap member (BMC finding a shallow
// counterexample) still answers early while the strong one (PDR) keeps most
// of the time.
//
// A Scheduler may have more than one turn (SetTurns, for `horn solve --jobs
// N`): then up to that many members hold a turn at once, each on a core
// of its own, and the free turns go to the waiting members by the same
// rule. With at least as many turns as members nobody ever waits: the
// members run in parallel.
//
// Scheduler is safe for concurrent use; each member's solvers are still used
// only on that member's goroutine.
type Scheduler struct {
	mu        sync.Mutex
	weights   []float64
	initial   []float64 // the weights NewScheduler had: each run (Begin) starts from them
	preempt   []bool
	delay     []time.Duration // no turn before this long after Begin
	started   []bool          // member → its delay has passed in this run (held reads the clock until then)
	clock     Clock           // Now for turns, CPU for delays
	start     time.Duration   // clock at the start of the current run (Begin)
	active    []bool          // not yet finished (see Done)
	used      []time.Duration
	shift     []float64             // member → added to used in its share, so that Demote keeps the share continuous
	typical   []time.Duration       // member → recent length of its checks that ran to the end (observe)
	turns     int                   // members that may hold a turn at once (default 1)
	nbusy     int                   // turns held
	holds     []bool                // member → holds a turn
	since     []time.Time           // member → when it took the turn it holds
	waiting   map[int]chan struct{} // member → closed when it gets the turn
	runDone   <-chan struct{}       // closed when the current run ends (Begin)
	ended     chan struct{}         // closed and replaced when a member finishes
	retries   atomic.Int64          // preempted check attempts
	demotions atomic.Int64          // weights halved (Demote)
	// log receives the turns passing between members (Debug) and the
	// preempted checks (Info), with the members' names; set by Begin.
	log   *slog.Logger
	names []string
	last  int // the member that had the last turn; -1: none yet
	first int // the member Hold gives the next free turn, whatever the shares; -1: none

	patience time.Duration             // see defaultPatience; a test may lengthen it
	mem      memory                    // the run's memory budget and the members' shares of it
	cancels  []context.CancelCauseFunc // member → cancels its context (Start); nil before
}

// Options configure a Scheduler. The zero value is the system's clock,
// one turn, and no memory budget.
type Options struct {
	// Clock measures turns and delays; nil: Real.
	Clock Clock
	// Turns is how many members may hold a turn at once, each on a core
	// of its own (SetTurns); 0 or 1: they take turns on one core.
	Turns int
	// Memory is the run's memory budget in bytes, of which each member
	// has a share (Member.Memory); 0: none.
	Memory uint64
	// RSS reads the process's resident set size; nil: memwatch.RSS.
	RSS func() (uint64, error)
}

// Member is one member's place in the schedule.
type Member struct {
	// Weight is the member's share of the turns beside the others';
	// it must be positive.
	Weight float64
	// Preempt interrupts the member's checks at its fair share and
	// retries them at its next turn (see Scheduler.Preempt): for members
	// whose single checks can grow without bound, like deep unrollings.
	Preempt bool
	// Delay keeps the member off the processor until the run has used
	// this much CPU time (see Scheduler.Delay).
	Delay time.Duration
	// Memory is the fraction of Options.Memory at which the member's
	// context (Start) is cancelled with a memory cause, so that its
	// answer is unknown for the reason memory and it leaves the rest of
	// the budget to the others; 0: none (the run's own budget applies).
	Memory float64
}

// New returns a scheduler for members.
func New(opt Options, members ...Member) (*Scheduler, error) {
	weights := make([]float64, len(members))
	for i, m := range members {
		if !(m.Weight > 0) {
			return nil, fmt.Errorf("sched: member %d has weight %v, want > 0", i, m.Weight)
		}
		if m.Memory < 0 || m.Memory > 1 {
			return nil, fmt.Errorf("sched: member %d has memory share %v, want 0 to 1", i, m.Memory)
		}
		weights[i] = m.Weight
	}
	s := newScheduler(weights...)
	if opt.Clock != nil {
		s.clock, s.start = opt.Clock, opt.Clock.CPU()
	}
	s.turns = max(opt.Turns, 1)
	s.mem = memory{budget: opt.Memory, rss: opt.RSS, share: make([]float64, len(members))}
	if s.mem.rss == nil {
		s.mem.rss = memwatch.RSS
	}
	for i, m := range members {
		s.preempt[i], s.delay[i], s.mem.share[i] = m.Preempt, m.Delay, m.Memory
	}
	return s, nil
}

// Weight is member i's weight at the start of each run.
func (s *Scheduler) Weight(i int) float64 { return s.initial[i] }

// Retries is how many check attempts were interrupted at a slice's end.
func (s *Scheduler) Retries() int64 { return s.retries.Load() }

// Demotions is how many times a member's weight was halved (Demote).
func (s *Scheduler) Demotions() int64 { return s.demotions.Load() }

// newScheduler returns a scheduler for len(weights) members with the
// real clock; weights must be positive.
func newScheduler(weights ...float64) *Scheduler {
	return &Scheduler{
		cancels:  make([]context.CancelCauseFunc, len(weights)),
		patience: defaultPatience,
		weights:  slices.Clone(weights),
		initial:  weights,
		preempt:  make([]bool, len(weights)),
		delay:    make([]time.Duration, len(weights)),
		started:  make([]bool, len(weights)),
		clock:    Real,
		start:    Real.CPU(),
		active:   slices.Repeat([]bool{true}, len(weights)),
		used:     make([]time.Duration, len(weights)),
		shift:    make([]float64, len(weights)),
		typical:  make([]time.Duration, len(weights)),
		turns:    1,
		holds:    make([]bool, len(weights)),
		since:    make([]time.Time, len(weights)),
		waiting:  map[int]chan struct{}{},
		log:      slog.New(slog.DiscardHandler),
		last:     -1,
		first:    -1,
	}
}

// SetTurns lets up to n members hold a turn at once (n < 1 counts as 1):
// the portfolio then runs on n cores. With n at least the number of
// members, every member gets a turn whenever it asks for one.
func (s *Scheduler) SetTurns(n int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.turns = max(n, 1)
	if s.nbusy < s.turns {
		s.handOn()
	}
}

// free reports whether a turn is free. s.mu is held.
func (s *Scheduler) free() bool { return s.nbusy < s.turns }

// take records that member i holds a turn. s.mu is held.
func (s *Scheduler) take(i int) {
	s.nbusy++
	s.holds[i] = true
	s.since[i] = s.now()
}

// give records that member i gave its turn back. s.mu is held.
func (s *Scheduler) give(i int) {
	if s.holds[i] {
		s.holds[i] = false
		s.nbusy--
	}
}

// Used returns the solver time member i has had, the turn it holds now
// included.
func (s *Scheduler) Used(i int) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.holds[i] {
		return s.used[i] + s.now().Sub(s.since[i])
	}
	return s.used[i]
}

// acquire waits for member i's turn. It fails only when ctx is done first.
func (s *Scheduler) acquire(ctx context.Context, i int) error {
	s.mu.Lock()
	ch := make(chan struct{})
	s.waiting[i] = ch
	if s.free() {
		s.handOn()
	}
	s.mu.Unlock()
	select {
	case <-ch: // the usual case: granted at once, no timer needed
		return nil
	default:
	}
	tick := time.NewTicker(s.patience)
	defer tick.Stop()
	for {
		select {
		case <-ch:
			return nil
		case <-tick.C:
			s.mu.Lock()
			if s.free() {
				s.grant(i)
			}
			s.mu.Unlock()
		case <-ctx.Done():
			s.mu.Lock()
			defer s.mu.Unlock()
			select {
			case <-ch: // granted just now: hand the turn on
				s.give(i)
				s.handOn()
			default:
				delete(s.waiting, i)
			}
			return ctx.Err()
		}
	}
}

// Begin marks every member unfinished, for a new run of the portfolio
// that ends when ctx is done, which logs to log with the members called
// names.
func (s *Scheduler) Begin(ctx context.Context, log *slog.Logger, names []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.runDone = ctx.Done()
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	s.log, s.names, s.last = log, names, -1
	s.start = s.clock.CPU()
	clear(s.cancels)
	s.mem.watch(ctx, s)
	for i := range s.active {
		s.active[i] = true
		s.started[i] = false
		s.weights[i], s.shift[i] = s.initial[i], 0
	}
}

// Done records that member i has finished: it no longer holds back the
// others' turns.
func (s *Scheduler) Done(i int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.active[i] = false
	if s.ended != nil {
		close(s.ended)
	}
	s.ended = make(chan struct{})
	if s.free() {
		s.handOn()
	}
}

// release ends member i's turn after d of solver time.
func (s *Scheduler) release(i int, d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.used[i] += d
	s.give(i)
	s.handOn()
}

// Hold takes a turn for member i ahead of the members waiting for one,
// whatever their shares, and returns the function that gives it back,
// counting the time between as i's. The driver holds the turn of the
// member whose answer it validates (Portfolio.race): the validation is
// work the run must do before it can end, and while it runs beside the
// other members on a second core, a CPU-limited run pays for both. It
// fails only when ctx is done first.
func (s *Scheduler) Hold(ctx context.Context, i int) (func(), error) {
	s.mu.Lock()
	s.first = i
	s.mu.Unlock()
	err := s.acquire(ctx, i)
	s.mu.Lock()
	s.first = -1
	s.mu.Unlock()
	if err != nil {
		return nil, err
	}
	start := s.now()
	return func() { s.release(i, s.now().Sub(start)) }, nil
}

// charge counts d of solver time that member i spent outside its turns.
func (s *Scheduler) charge(i int, d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.used[i] += d
	if s.free() {
		s.handOn()
	}
}

// quantum is how far ahead of its share a member may run: a waiting
// member gets the free turn only if its weighted use is within quantum of
// every unfinished member's, including members busy outside the solver.
// Otherwise a member that calls the solver often with short checks (PDR)
// would wait behind one long check of the other after every one of its
// own, and get far less than its share.
const quantum = 20 * time.Millisecond

// assertPatience is how long an Assert waits for its member's turn before
// it runs beside the member holding the turn (see slicedSolver.Assert).
const assertPatience = 50 * time.Millisecond

// patience bounds that wait: a member held back with the turn free takes
// it after patience, so a member that stays out of the solver for long
// (a long computation of its own) cannot starve the others.
const defaultPatience = 200 * time.Millisecond

// handOn gives the free turns, one at a time, each to the waiting member
// with the least weighted use, if it is not ahead by more than quantum of
// an unfinished member busy elsewhere (out of the solver, not holding a
// turn) for which no other turn is free; otherwise the turn stays free
// until a member releases, waits or finishes. With one turn that is: not
// ahead of any member busy elsewhere. A member waiting in hold gets the
// first free turn. s.mu is held.
func (s *Scheduler) handOn() {
	for s.free() {
		if _, w := s.waiting[s.first]; w && !s.held(s.first) {
			s.grant(s.first)
			continue
		}
		best := -1
		for j := range s.waiting {
			if s.held(j) {
				continue
			}
			if best < 0 || s.share(j) < s.share(best) || s.share(j) == s.share(best) && j < best {
				best = j
			}
		}
		if best < 0 {
			return
		}
		behind := 0 // members busy elsewhere and behind best
		for k, a := range s.active {
			// A member held back by its delay is not busy elsewhere: it
			// waits for its start (awaitStart), holding nobody back.
			if a && k != best && !s.holds[k] && !s.held(k) && s.share(best) > s.share(k)+float64(quantum) {
				if _, w := s.waiting[k]; !w {
					behind++
				}
			}
		}
		if behind >= s.turns-s.nbusy {
			return // they are behind: keep the free turns for them
		}
		s.take(best)
		close(s.waiting[best])
		delete(s.waiting, best)
		s.turn(best)
	}
}

// turn records that member i has the turn, and logs it when the turn
// passes from one member to another. s.mu is held.
func (s *Scheduler) turn(i int) {
	if i != s.last && s.log.Enabled(context.Background(), slog.LevelDebug) {
		s.log.Debug("slice turn", "member", s.name(i), "used", s.used[i].Round(time.Millisecond),
			"share", s.weights[i], "cpu", (s.clock.CPU() - s.start).Round(time.Millisecond))
	}
	s.last = i
}

// preempted logs that member i's check was interrupted at its slice's
// end after ran, for the attempt-th time.
func (s *Scheduler) preempted(i, attempt int, ran time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.log.Info("slice preempted a check", "member", s.name(i), "attempt", attempt,
		"ran", ran.Round(time.Millisecond), "next slice at least", minSlice<<min(attempt, 20))
}

// name is member i's name, for the log. s.mu is held.
func (s *Scheduler) name(i int) string {
	if i < len(s.names) {
		return s.names[i]
	}
	return strconv.Itoa(i)
}

// grant gives the free turn to waiting member i if its delay allows,
// whatever the others' shares: called after i has waited patience with the
// turn free, so a member busy elsewhere cannot hold it back for long.
// s.mu is held and the turn is free.
func (s *Scheduler) grant(i int) {
	ch, ok := s.waiting[i]
	if !ok || s.held(i) {
		return
	}
	s.take(i)
	close(ch)
	delete(s.waiting, i)
	s.turn(i)
}

// awaitStart waits while member i is held back by its delay. It fails when
// the run ends first: the member then never needs its solver.
func (s *Scheduler) awaitStart(i int) error {
	for {
		s.mu.Lock()
		held, done := s.held(i), s.runDone
		left := s.delay[i] - (s.clock.CPU() - s.start)
		if s.ended == nil {
			s.ended = make(chan struct{})
		}
		ended := s.ended
		s.mu.Unlock()
		if !held {
			return nil
		}
		t := time.NewTimer(max(left, time.Millisecond)) // then look again
		select {
		case <-done:
			t.Stop()
			return fmt.Errorf("the portfolio's run ended before member %d's turn", i)
		case <-ended: // the others finishing ends the hold too
			t.Stop()
		case <-t.C:
		}
	}
}

// held reports whether member i is still kept off by its delay: the
// delay has not passed and another unfinished member may run now (its
// own delay, if any, has passed). Members that are all held back by
// delays do not hold each other: the CPU clock the delays count would
// not move while they all wait. s.mu is held.
//
// The clock is read only while i's delay has not passed: held is called
// for every waiting and every unfinished member whenever a turn is handed
// on, thousands of times a second under PDR's short checks, and the
// process's CPU time is a system call that sums over its threads.
func (s *Scheduler) held(i int) bool {
	if s.delay[i] == 0 || s.started[i] {
		return false
	}
	ran := s.clock.CPU() - s.start
	if ran >= s.delay[i] {
		s.started[i] = true
		s.wake() // awaitStart need not wait for its timer
		return false
	}
	for k, a := range s.active {
		if a && k != i && (s.delay[k] == 0 || ran >= s.delay[k]) {
			return true
		}
	}
	return false
}

func (s *Scheduler) share(i int) float64 { return (float64(s.used[i]) + s.shift[i]) / s.weights[i] }

// Demote halves member i's weight, down to 1 (or its weight, if lower),
// from now on: its share so far stays what it was (the shift keeps
// used/weight where it stood), so it is neither held back for the time
// it had at its old weight nor ahead of the others; its turns from now
// on count at the new weight. A member is demoted when its approach has
// failed once on the system (an integer translation's model broken by an
// overflow; docs/strategy.md says why).
func (s *Scheduler) Demote(i int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := s.weights[i]
	nw := max(w/2, min(w, 1))
	if nw == w {
		return
	}
	share := s.share(i)
	s.weights[i] = nw
	s.shift[i] = share*nw - float64(s.used[i])
	s.demotions.Add(1)
	s.log.Info("member demoted", "member", s.name(i), "weight", nw)
}

// Preempt makes member i's checks yield the turn once they run past the
// member's fair share of the time so far, or past minSlice. Without it,
// one long check of a helper engine (a deep BMC unrolling) would hold the
// turn for as long as it runs.
//
// Turns pass at check boundaries: a check that runs past its slice is
// interrupted through its context (Z3's own interrupt) and run again
// from the start on the member's next turn, its slice then at least
// doubled (or twice the member's typical check, up to maxTypicalSlice):
// the doubling bounds the work lost to retries by the work of the last,
// successful attempt. Nothing suspends a running check.
func (s *Scheduler) Preempt(i int) {
	s.mu.Lock()
	s.preempt[i] = true
	s.mu.Unlock()
}

// Delay keeps member i off the processor for the first d of each run
// while another member is unfinished: a helper then costs nothing on the
// easy systems the main engine decides at once. The delay is measured in
// the process's CPU time, not wall time: on a loaded machine the main
// engine still has its d of CPU to itself, which is what a CPU-limited run
// counts.
func (s *Scheduler) Delay(i int, d time.Duration) {
	s.mu.Lock()
	s.delay[i] = d
	s.started[i] = false
	s.mu.Unlock()
}

// minSlice is the least time a preempted member's check may run on its
// first attempt; each retry doubles it.
const minSlice = 100 * time.Millisecond

// allowance is how long member i's next check attempt may run, 0 for no
// limit.
func (s *Scheduler) allowance(i, attempt int) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.preempt[i] {
		return 0
	}
	var others time.Duration
	var w float64
	for j := range s.used {
		if j != i {
			others += s.used[j]
			w += s.weights[j]
		}
	}
	fair := time.Duration(float64(others)*s.weights[i]/w) - s.used[i]
	return max(fair, minSlice<<min(attempt, 20), min(2*s.typical[i], maxTypicalSlice))
}

// maxTypicalSlice bounds the slice a member's typical check earns it (see
// observe): without it, a member whose checks run a few times the
// minimum slice has most of them preempted and run again from the start;
// with a larger minimum slice for all instead, a member whose one check
// is long runs several slices before that check is given up.
const maxTypicalSlice = 4 * minSlice

// observe records that a check of member i ran to its end in d: the
// member's next checks may run twice its recent typical length (an
// average weighting the last check by a quarter), up to maxTypicalSlice,
// before they are preempted.
func (s *Scheduler) observe(i int, d time.Duration) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.typical[i] == 0 {
		s.typical[i] = d
		return
	}
	s.typical[i] = (3*s.typical[i] + d) / 4
}

// Wrap returns a NewSolver for member i: its solvers wait for i's turn
// before each Check and Project, and their Asserts count in i's share.
// While i is held back by its delay, making a solver waits too (see
// awaitStart): a solver costs a Z3 context, which a run that ends within
// the delay never needs.
func (s *Scheduler) Wrap(i int, inner smt.NewSolver) smt.NewSolver {
	return func(f *chc.Factory) (smt.Solver, error) {
		if err := s.awaitStart(i); err != nil {
			return nil, err
		}
		sv, err := inner(f)
		if err != nil {
			return nil, err
		}
		return &slicedSolver{Solver: sv, s: s, i: i, inner: inner, f: f}, nil
	}
}

// Share makes a solver sharing v's context (a fresh one when the inner
// solver cannot share), which takes turns as v does.
func (v *slicedSolver) Share() (smt.Solver, error) {
	sv, err := smt.NewShared(v.Solver, v.inner, v.f)
	if err != nil {
		return nil, err
	}
	return &slicedSolver{Solver: sv, s: v.s, i: v.i, inner: v.inner, f: v.f}, nil
}

// slicedSolver is an smt.Solver whose long calls take turns.
type slicedSolver struct {
	smt.Solver
	s      *Scheduler
	i      int
	reason string        // set when a Check gave up waiting for its turn
	inner  smt.NewSolver // makes v's solver from f
	f      *chc.Factory
}

func (v *slicedSolver) Check(ctx context.Context, assumptions ...*chc.Term) (smt.Result, error) {
	for attempt := 0; ; attempt++ {
		if err := v.s.acquire(ctx, v.i); err != nil {
			v.reason = "interrupted: " + err.Error()
			return smt.Unknown, nil
		}
		v.reason = ""
		cctx, cancel := ctx, context.CancelFunc(func() {})
		if a := v.s.allowance(v.i, attempt); a > 0 {
			cctx, cancel = context.WithTimeout(ctx, a)
		}
		start := v.s.now()
		r, err := v.Solver.Check(cctx, assumptions...)
		v.s.release(v.i, v.s.now().Sub(start))
		cancel()
		// Preempted: the slice ran out, not the caller's context. The
		// interrupted check may say so with an error (z3's TermSolver
		// returns the context's error), which is then no failure of the
		// member's but the end of its slice.
		if r != smt.Unknown || ctx.Err() != nil || cctx.Err() == nil {
			if ctx.Err() == nil {
				v.s.observe(v.i, v.s.now().Sub(start))
			}
			return r, err
		}
		v.s.retries.Add(1)
		v.s.preempted(v.i, attempt+1, v.s.now().Sub(start))
	}
}

// SetWorkLimit bounds the inner solver's checks by work (smt.Limiter),
// which then ends a check at the same point however its turns fall.
func (v *slicedSolver) SetWorkLimit(n uint64) error { return smt.SetWorkLimit(v.Solver, n) }

func (v *slicedSolver) Reason() string {
	if v.reason != "" {
		return v.reason
	}
	return v.Solver.Reason()
}

// Assert takes a turn when one comes within assertPatience, and otherwise
// runs beside the member holding it; either way its time counts in the
// member's share. Converting a member's formulas into Z3's terms (BMC's
// unrolling above all) can cost as much CPU as its checks, and uncounted
// it would run beside the other members beyond the member's share; but
// waiting for a turn without bound before each Assert would hold the
// member behind every long check of another (PDR's array checks of
// seconds) for each of its many small asserts.
func (v *slicedSolver) Assert(ts ...*chc.Term) error {
	ctx, cancel := context.WithTimeout(context.Background(), assertPatience)
	turn := v.s.acquire(ctx, v.i) == nil
	cancel()
	start := v.s.now()
	err := v.Solver.Assert(ts...)
	if turn {
		v.s.release(v.i, v.s.now().Sub(start))
	} else {
		v.s.charge(v.i, v.s.now().Sub(start))
	}
	return err
}

func (v *slicedSolver) Project(vars []*chc.Term, phi *chc.Term) (*chc.Term, error) {
	// Projection takes no context: it waits for its turn unconditionally
	// (a turn always comes back, as every holder releases it).
	_ = v.s.acquire(context.Background(), v.i)
	start := v.s.now()
	defer func() { v.s.release(v.i, v.s.now().Sub(start)) }()
	return v.Solver.Project(vars, phi)
}

// Gate returns the gate of member i, for a member that searches with the
// sat package instead of an smt.Solver (see Seat and Gated). Such a
// member holds the turn for all its work, the circuit it builds between
// searches included, and passes the turn on only at its stretches of
// search: entering the gate ends the member's turn, counting the time
// since it began as the member's use, and waits for its next turn. (A
// member that took turns only for its searches would run beside the others
// while it built its circuits, and hold them back as a member busy
// elsewhere.) Begin takes the first turn and End gives the last one back.
func (s *Scheduler) Gate(i int) *Gate { return &Gate{s: s, i: i} }

// Gate is a member's sat.Gate (see Scheduler.Gate). It is used by one
// goroutine, the member's.
type Gate struct {
	s     *Scheduler
	i     int
	held  bool
	since time.Time
}

// Begin waits until the member may start (its delay) and for its first
// turn; it fails only when ctx is done or the run ends first.
func (g *Gate) Begin(ctx context.Context) error {
	if err := g.s.awaitStart(g.i); err != nil {
		return err
	}
	return g.Enter(ctx)
}

// Enter ends the member's turn, if it has one, and waits for the next.
func (g *Gate) Enter(ctx context.Context) error {
	g.End()
	if err := g.s.acquire(ctx, g.i); err != nil {
		return err
	}
	g.held, g.since = true, g.s.now()
	return nil
}

// Rest ends the member's turn and keeps it off the processor as a delay
// of d would (see Scheduler.Delay: until the run has used d of CPU time, while
// another member is unfinished), then waits for its next turn: for a
// member that works in a short burst at the start and goes on only
// later.
func (g *Gate) Rest(ctx context.Context, d time.Duration) error {
	g.End()
	g.s.Delay(g.i, d)
	if err := g.s.awaitStart(g.i); err != nil {
		return err
	}
	return g.Enter(ctx)
}

// Leave does nothing: the turn lasts until the next Enter or End.
func (g *Gate) Leave(time.Duration) {}

// End gives the member's turn back, if it has one.
func (g *Gate) End() {
	if g.held {
		g.held = false
		g.s.release(g.i, g.s.now().Sub(g.since))
	}
}

// wake wakes the members waiting in awaitStart to look again. s.mu is
// held.
func (s *Scheduler) wake() {
	if s.ended != nil {
		close(s.ended)
		s.ended = make(chan struct{})
	}
}

// now is the scheduler clock's time.
func (s *Scheduler) now() time.Time { return s.clock.Now() }
