package sim

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"runtime"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// Gate is where the search takes turns in a portfolio: Enter ends the
// search's turn and waits for its next one (sched.Gate).
type Gate interface {
	Enter(ctx context.Context) error
}

// Options configure the engine; the zero value works (evaluation only).
type Options struct {
	// NewSolver makes the solvers that fire the clause instances that
	// evaluation cannot; nil: those are skipped (and the search is
	// incomplete).
	NewSolver smt.NewSolver
	// MaxFacts bounds the facts kept; past it the answer is Unknown.
	// 0: 200000.
	MaxFacts int
	// MaxRounds bounds the rounds of firing with random hints after the
	// first; 0: 64.
	MaxRounds int
	// Gate, if set, is where the search takes turns; it holds the turn
	// for Slice at a time (0: 20 ms).
	Gate  Gate
	Slice time.Duration
	// Budget bounds the time the search works (its turns, with a Gate),
	// in the CPU time of the search's thread (see workClock); past it
	// the answer is Unknown. 0: none.
	Budget time.Duration
	// Rest, if set, is called once, when the search has worked for
	// Burst or first needs the solver, whichever comes first: with a
	// Gate, a short burst of evaluation at the start, then a pause the
	// portfolio decides.
	Burst time.Duration
	Rest  func(ctx context.Context) error
	// Seed seeds the random hints (the search is deterministic for a
	// seed).
	Seed uint64
	// Logger receives the rounds (Info) and the firings the solver made
	// (Debug); nil: none.
	Logger *slog.Logger
}

// Engine is the forward simulation engine.
type Engine struct{ opt Options }

// New returns a simulation engine.
func New(opt Options) *Engine {
	if opt.MaxFacts == 0 {
		opt.MaxFacts = 200000
	}
	if opt.MaxRounds == 0 {
		opt.MaxRounds = 64
	}
	if opt.Slice == 0 {
		opt.Slice = 20 * time.Millisecond
	}
	return &Engine{opt: opt}
}

// Name returns "sim".
func (e *Engine) Name() string { return "sim" }

// Solve searches s for a counterexample by running its clauses forward.
func (e *Engine) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	runtime.LockOSThread() // the work clock reads this thread's CPU time
	defer runtime.UnlockOSThread()
	r := newSearch(s, e.opt)
	defer r.close(ctx)
	res, err := r.run(ctx)
	switch {
	case errors.Is(err, errRest) && ctx.Err() == nil:
		res, err = result.Unknown(result.Interrupted, "%v", err), nil
	case errors.Is(err, errBudget):
		res, err = result.Unknown(result.Bound, "budget of %v spent after %d facts, no counterexample", r.opt.Budget, r.nfacts), nil
	}
	res.Stats = r.stats
	if err != nil && ctx.Err() != nil {
		res = result.Stopped(ctx)
		res.Stats = r.stats
		return res, nil
	}
	return res, err
}

// search is one run of the engine.
type search struct {
	s     *chc.System
	f     *chc.Factory
	opt   Options
	stats *result.Stats
	log   *slog.Logger
	rng   *rand.Rand

	clauses []*clause             // by index in s.Clauses
	rules   map[*chc.Pred][]use   // the rules' body positions each predicate feeds
	queries map[*chc.Pred][]use   // the queries' body positions each predicate feeds
	db      map[*chc.Pred][]*fact // the known facts
	keys    map[*chc.Pred]map[string]bool
	nfacts  int
	work    []*fact // facts not extended yet (see next)
	round   int     // 0: no hints; later rounds hint free values
	fresh   int     // facts new in the current round
	// incomplete is set when a rule's firing was not determined by
	// evaluation (the solver chose, or could not tell) or a sample of the
	// combinations was fired: the facts may then miss derivable ones.
	incomplete bool
	quiet      int // rounds in a row that found no new fact

	first  smt.Solver // the first solver made, shared by the others
	clock  *workClock
	turn   time.Duration // the clock's reading when the current turn began
	worked time.Duration // the turns before the current one
	rested bool          // Rest was called
}

// use is a body position of a clause.
type use struct {
	c   *clause
	pos int
}

// fact is a derived ground atom.
type fact struct {
	pred  *chc.Pred
	vals  []chc.Value
	node  *chc.DerivNode
	terms []*chc.Term // vals as terms, once a firing excludes the fact
}

func newSearch(s *chc.System, opt Options) *search {
	log := opt.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	r := &search{
		s: s, f: s.Terms, opt: opt, stats: result.NewStats(), log: log,
		rng: rand.New(rand.NewPCG(opt.Seed, 0x5eed)), clock: newWorkClock(),
		rules: map[*chc.Pred][]use{}, queries: map[*chc.Pred][]use{}, db: map[*chc.Pred][]*fact{}, keys: map[*chc.Pred]map[string]bool{},
	}
	for _, c := range s.Clauses {
		cl := newClause(s.Terms, c)
		r.clauses = append(r.clauses, cl)
		uses := r.rules
		if c.IsQuery() {
			uses = r.queries
		}
		for i, a := range c.Body {
			uses[a.Pred] = append(uses[a.Pred], use{c: cl, pos: i})
		}
	}
	return r
}

func (r *search) close(ctx context.Context) {
	for _, c := range r.clauses {
		if c.sol != nil {
			smt.Release(ctx, c.sol)
		}
	}
}

// run explores round after round until a query fires or a bound is met.
func (r *search) run(ctx context.Context) (result.Result, error) {
	r.turn = r.clock.now()
	if err := ctx.Err(); err != nil {
		return result.Result{}, err
	}
	for ; r.round <= r.opt.MaxRounds; r.round++ {
		r.fresh = 0
		d, err := r.explore(ctx)
		if err != nil || d != nil {
			return r.refuted(d), err
		}
		if r.nfacts >= r.opt.MaxFacts {
			return result.Unknown(result.Bound, "%d facts derived (MaxFacts), no counterexample", r.nfacts), nil
		}
		if r.complete() {
			if r.nfacts > maxModelFacts {
				return result.Unknown(result.Bound, "all %d derivable facts found, too many for a model (%d)", r.nfacts, maxModelFacts), nil
			}
			return r.model(), nil
		}
		r.stats.Max("sim rounds", int64(r.round+1))
		r.log.Info("sim round", "round", r.round, "facts", r.nfacts, "new", r.fresh)
		if r.quiet++; r.fresh > 0 {
			r.quiet = 0
		}
		if r.quiet >= quietRounds {
			break
		}
	}
	return result.Unknown(result.GaveUp, "%d rounds of simulation derived %d facts, no counterexample", r.round, r.nfacts), nil
}

// quietRounds is how many rounds in a row may find no new fact before the
// search stops.
const quietRounds = 4

// complete reports whether the facts are all the derivable ones: every
// rule's firing was determined, and every clause without body atoms
// gave all its facts.
func (r *search) complete() bool {
	if r.incomplete {
		return false
	}
	for _, c := range r.clauses {
		if c.c.IsFact() && !c.c.IsQuery() && !c.exhausted {
			return false
		}
	}
	return true
}

// tick passes the turn on when it has lasted a slice, and checks ctx.
func (r *search) tick(ctx context.Context) error {
	turn := r.clock.now() - r.turn
	if r.opt.Budget > 0 && r.worked+turn >= r.opt.Budget {
		return errBudget
	}
	if r.worked+turn >= r.opt.Burst && !r.rested {
		if err := r.rest(ctx); err != nil {
			return err
		}
		turn = r.clock.now() - r.turn
	}
	if r.opt.Gate != nil && turn >= r.opt.Slice {
		r.worked += turn
		if err := r.opt.Gate.Enter(ctx); err != nil {
			return err
		}
		r.turn = r.clock.now()
	}
	return ctx.Err()
}

// rest ends the burst, if it has not ended: it calls Rest once.
func (r *search) rest(ctx context.Context) error {
	if r.opt.Rest == nil || r.rested {
		return nil
	}
	r.rested = true
	r.worked += r.clock.now() - r.turn
	if err := r.opt.Rest(ctx); err != nil {
		return fmt.Errorf("%w: %v", errRest, err)
	}
	r.turn = r.clock.now()
	return nil
}

// The search's own limits, which end it with Unknown.
var (
	errBudget = errors.New("budget spent")
	errRest   = errors.New("no turn after the rest")
)

// maxModelFacts bounds the facts a model of a complete search lists: the
// model's check goes point by point, by evaluation where the clauses
// force every value (a model of 2002 points: 0.1 s; as one formula for
// Z3 it took over 30 s), and where
// they do not, Z3 meets the points as one formula, and a portfolio waits
// for that check.
const maxModelFacts = 4096

// revisits is how many known facts a round after the first fires again,
// with hints, besides the clauses without body atoms.
const revisits = 256

// explore fires the clauses without body atoms, then combines new facts
// until none is left; it returns the derivation of a query that fired.
// After the first round it also fires a sample of the known facts again.
func (r *search) explore(ctx context.Context) (*chc.Derivation, error) {
	if r.round > 0 {
		r.revisit()
	}
	for _, c := range r.clauses {
		if !c.c.IsFact() {
			continue
		}
		if d, err := r.enumerate(ctx, c); err != nil || d != nil {
			return d, err
		}
	}
	for len(r.work) > 0 && r.nfacts < r.opt.MaxFacts {
		if d, err := r.extend(ctx, r.next()); err != nil || d != nil {
			return d, err
		}
	}
	return nil, nil
}

// enumerate fires a clause without body atoms: once in the first round;
// in later rounds up to 4<<round times (at most maxEnumerate), each time
// for a fact not known yet, and every other time with random hints,
// until the clause has no other facts (it is exhausted) or gives none
// new.
func (r *search) enumerate(ctx context.Context, c *clause) (*chc.Derivation, error) {
	if r.round == 0 {
		return r.fire(ctx, c, nil, fresh{})
	}
	n := min(4<<min(r.round, 16), maxEnumerate)
	for k := 0; k < n && !c.exhausted; k++ {
		before := r.nfacts
		d, err := r.fire(ctx, c, nil, fresh{block: true, hint: k%2 == 1})
		if err != nil || d != nil {
			return d, err
		}
		if r.nfacts == before && k%2 == 0 {
			break
		}
	}
	return nil, nil
}

// maxEnumerate bounds the facts one round asks a clause without body
// atoms for.
const maxEnumerate = 256

// fresh says how a firing looks for new values: block excludes the head
// facts known, hint gives the free variables random values.
type fresh struct{ block, hint bool }

// next takes the next fact to extend off the work: mostly the newest, so
// the search goes deep, and one time in four a random one, so that an
// endless chain of newest facts does not keep it from the other branches.
func (r *search) next() *fact {
	n := len(r.work) - 1
	i := n
	if n > 0 && r.rng.IntN(4) == 0 {
		i = r.rng.IntN(n)
	}
	ft := r.work[i]
	r.work[i] = r.work[n]
	r.work = r.work[:n]
	return ft
}

// revisit puts a random sample of the known facts back to work.
func (r *search) revisit() {
	var all []*fact
	for _, p := range r.s.Preds {
		all = append(all, r.db[p]...)
	}
	r.rng.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
	r.work = append(r.work, all[:min(len(all), revisits)]...)
}

// extend fires every rule ft can feed, with ft at its position and known
// facts at the others.
func (r *search) extend(ctx context.Context, ft *fact) (*chc.Derivation, error) {
	return r.feed(ctx, ft, r.rules[ft.pred], fresh{hint: r.round > 0})
}

// feed fires the clauses of uses with ft at its position and known facts
// at the others.
func (r *search) feed(ctx context.Context, ft *fact, uses []use, fr fresh) (*chc.Derivation, error) {
	for _, u := range uses {
		for _, body := range r.combinations(u, ft) {
			if d, err := r.fire(ctx, u.c, body, fr); err != nil || d != nil {
				return d, err
			}
		}
	}
	return nil, nil
}

// maxCombinations bounds the combinations one fact is fired in at one
// position: past it a random sample is fired, and the search is
// incomplete.
const maxCombinations = 64

// combinations returns the bodies of u's clause with ft at u's position
// and known facts at the others: all of them, or, when there are more
// than maxCombinations, all those whose facts agree on the arguments
// (join); past that, a random sample.
func (r *search) combinations(u use, ft *fact) [][]*fact {
	body := u.c.c.Body
	total := 1
	for i, a := range body {
		if i == u.pos {
			continue
		}
		total *= len(r.db[a.Pred])
		if total == 0 {
			return nil
		}
		if total > maxCombinations {
			break
		}
	}
	if total <= maxCombinations {
		return r.allCombinations(u, ft)
	}
	if out, ok := r.join(u, ft); ok {
		r.stats.Add("sim joins", 1)
		return out
	}
	r.incomplete = true
	out := make([][]*fact, maxCombinations/4)
	for k := range out {
		b := make([]*fact, len(body))
		for i, a := range body {
			if i == u.pos {
				b[i] = ft
				continue
			}
			fs := r.db[a.Pred]
			b[i] = fs[r.rng.IntN(len(fs))]
		}
		out[k] = b
	}
	return out
}

func (r *search) allCombinations(u use, ft *fact) [][]*fact {
	out := [][]*fact{make([]*fact, len(u.c.c.Body))}
	for i, a := range u.c.c.Body {
		choices := []*fact{ft}
		if i != u.pos {
			choices = r.db[a.Pred]
		}
		next := make([][]*fact, 0, len(out)*len(choices))
		for _, b := range out {
			for _, x := range choices {
				nb := append([]*fact(nil), b...)
				nb[i] = x
				next = append(next, nb)
			}
		}
		out = next
	}
	return out
}

// fire fires c on body; a new head fact joins the work, a query that
// fires is returned as a derivation.
func (r *search) fire(ctx context.Context, c *clause, body []*fact, fr fresh) (*chc.Derivation, error) {
	if err := r.tick(ctx); err != nil {
		return nil, err
	}
	env, how, err := r.instance(ctx, c, body, fr)
	if len(body) == 0 && how == evaluated {
		c.exhausted = true // its one instance, or none
	}
	if err != nil || env == nil {
		return nil, err
	}
	node := &chc.DerivNode{Clause: c.c, Values: env, Children: make([]*chc.DerivNode, len(body))}
	for i, b := range body {
		node.Children[i] = b.node
	}
	if c.c.IsQuery() {
		return &chc.Derivation{Root: node}, nil
	}
	vals, err := node.HeadValues()
	if err != nil {
		return nil, fmt.Errorf("sim: the head of clause %d: %w", r.s.ClauseIndex(c.c), err)
	}
	if how != evaluated && len(body) > 0 {
		r.incomplete = true
	}
	ft := &fact{pred: c.c.Head.Pred, vals: vals, node: node}
	if !r.add(ft) {
		return nil, nil
	}
	// A new fact meets the queries at once, before the depth-first
	// search goes on from its successors.
	return r.feed(ctx, ft, r.queries[ft.pred], fresh{})
}

// add records ft unless it is known, and reports whether it was new.
func (r *search) add(ft *fact) bool {
	key := string(appendKey(nil, ft.vals))
	ks := r.keys[ft.pred]
	if ks == nil {
		ks = map[string]bool{}
		r.keys[ft.pred] = ks
	}
	if ks[key] {
		return false
	}
	ks[key] = true
	r.db[ft.pred] = append(r.db[ft.pred], ft)
	r.nfacts++
	r.fresh++
	r.stats.Add("sim facts", 1)
	r.work = append(r.work, ft)
	return true
}

func appendKey(dst []byte, vals []chc.Value) []byte {
	for _, v := range vals {
		dst = v.AppendKey(dst)
		dst = append(dst, 0)
	}
	return dst
}

// refuted is the Unsat answer with d, or the zero result.
func (r *search) refuted(d *chc.Derivation) result.Result {
	if d == nil {
		return result.Result{}
	}
	r.stats.Max("sim derivation depth", int64(d.Depth()))
	return result.Result{Status: chc.Unsat, Derivation: d}
}

// model is the Sat answer of a complete search: each predicate holds of
// its facts.
func (r *search) model() result.Result {
	m := chc.PointsModel(r.s, func(_ int, p *chc.Pred) [][]chc.Value {
		var pts [][]chc.Value
		for _, ft := range r.db[p] {
			pts = append(pts, ft.vals)
		}
		return pts
	})
	return result.Result{Status: chc.Sat, Model: m}
}
