package tsys

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smt"
)

// PDKind is Jovanović and Dutertre's property-directed k-induction
// ("pdkind", FMCAD 2016).
//
// It keeps an induction frame: pairs of a lemma and a counterexample it
// excludes (states from which a bad state is reachable in a known number
// of steps), every lemma true of the states reachable within n steps. A
// round (push) tries to show each lemma k-inductive relative to the frame
// (k = n+1): k consecutive frame states joined by transitions are followed
// by a lemma state. When that fails, either the lemma's counterexample is
// reachable from frame states in k steps — its predecessors become a new
// counterexample, which is either reachable from an initial state (a real
// counterexample: unsafe) or excluded by a new lemma, an over-approximation
// of the states reachable within n steps — or the failure's predecessor
// (the counterexample to induction) is unreachable within n steps, and the
// lemma is strengthened with the explanation; a reachable one makes the
// lemma invalid, and the negation of its counterexample replaces it.
// Reachability within i steps is decided over frames R_i of lemmas
// over-approximating the states reachable within i steps, refined by
// interpolants as in IC3.
//
// When a round keeps every pair, the frame is k-inductive and holds
// within n ≥ k-1 steps: an invariant, made 1-inductive by kInvariant (or
// itself when it already is). A counterexample is the unrolling's path of
// the length the reachability checks found, read as a derivation.
type PDKind struct{ opt Options }

// NewPDKind returns the PDKIND engine.
func NewPDKind(opt Options) *PDKind { return &PDKind{opt: opt} }

// Name returns "pdkind".
func (e *PDKind) Name() string { return "pdkind" }

// Solve runs PDKIND on the transition-system view of s.
func (e *PDKind) Solve(ctx context.Context, s *chc.System) (result.Result, error) {
	return solve(ctx, "pdkind", s, e.opt, pdkind)
}

// obligation is one pair of an induction frame: a lemma and the
// counterexample it excludes, states from which a bad state is reachable
// in steps steps. Both are formulas over Cur.
type obligation struct {
	lemma, cex *chc.Term
	steps      int
}

func (o obligation) key() [2]*chc.Term { return [2]*chc.Term{o.lemma, o.cex} }

// iframe is an induction frame: a set of obligations in insertion order.
type iframe struct {
	list []obligation
	in   map[[2]*chc.Term]bool
}

func newFrame() *iframe { return &iframe{in: map[[2]*chc.Term]bool{}} }

func (fr *iframe) add(o obligation) {
	if !fr.in[o.key()] {
		fr.in[o.key()] = true
		fr.list = append(fr.list, o)
	}
}

func (fr *iframe) remove(o obligation) {
	if !fr.in[o.key()] {
		return
	}
	delete(fr.in, o.key())
	for i, x := range fr.list {
		if x.key() == o.key() {
			fr.list = append(fr.list[:i:i], fr.list[i+1:]...)
			return
		}
	}
}

func (fr *iframe) equal(o *iframe) bool {
	if len(fr.in) != len(o.in) {
		return false
	}
	for k := range fr.in {
		if !o.in[k] {
			return false
		}
	}
	return true
}

// lemmas returns the conjunction of the frame's lemmas.
func (fr *iframe) lemmas(f *chc.Factory) *chc.Term {
	ls := make([]*chc.Term, len(fr.list))
	for i, o := range fr.list {
		ls[i] = o.lemma
	}
	return f.And(ls...)
}

// pdk is one PDKIND run.
type pdk struct {
	ru    *run
	ts    *System
	f     *chc.Factory
	trans *chc.Term
	ks    smt.Solver // the k-induction checks
	reach *reacher
	base  *unroller // the counterexample, once its length is known
}

func pdkind(ctx context.Context, ru *run) (result.Result, error) {
	ts, f := ru.ts, ru.ts.f
	if len(ts.Init) == 0 {
		return ru.safe(ctx, f.False())
	}
	bad, err := ru.exists(ctx, ts.BadFormula())
	if err != nil {
		return gaveUp(ctx, err, "eliminating the local variables of the bad states")
	}
	base, err := newUnroller(ts, ru.sol, ru.stats)
	if err != nil {
		return result.Result{}, err
	}
	if r, err := cexAt(ctx, base, 0); r.Status != chc.Unknown || err != nil {
		return r, err
	}
	ks, err := ru.share(f)
	if err != nil {
		return result.Result{}, err
	}
	defer ks.Close()
	rs, err := newReacher(ru)
	if err != nil {
		return result.Result{}, err
	}
	defer rs.close()
	p := &pdk{ru: ru, ts: ts, f: f, trans: ts.TransFormula(), ks: ks, reach: rs, base: base}
	fr := newFrame()
	fr.add(obligation{lemma: f.Simplify(f.Not(bad)), cex: bad})
	for n := 0; ru.opt.MaxDepth == 0 || n <= ru.opt.MaxDepth; {
		k := n + 1
		ru.stats.Max("pdkind n", int64(n))
		pr, err := p.push(ctx, fr, n, k)
		if err != nil {
			return gaveUp(ctx, err, fmt.Sprintf("pdkind at n = %d", n))
		}
		if pr.invalid {
			return p.counterexample(ctx, pr.steps)
		}
		if pr.frame.equal(pr.next) {
			return p.safe(ctx, pr.frame.lemmas(f), k)
		}
		n, fr = pr.np, pr.next
	}
	return result.Unknown(result.Bound, "pdkind: n = %d reached (MaxDepth)", ru.opt.MaxDepth), nil
}

// pushResult is the outcome of one round.
type pushResult struct {
	frame, next *iframe // the frame as the round left it; the pairs pushed
	np          int     // the pushed pairs hold within np steps
	invalid     bool    // a counterexample of steps steps exists
	steps       int
}

// push is one round of PDKIND at depth n with induction depth k.
func (p *pdk) push(ctx context.Context, fr *iframe, n, k int) (*pushResult, error) {
	f, ts := p.f, p.ts
	kTrans := make([]*chc.Term, k)
	for i := range kTrans {
		kTrans[i] = ts.At(p.trans, i)
	}
	kT := f.And(kTrans...)
	if err := p.ks.Push(); err != nil {
		return nil, err
	}
	defer p.ks.Pop(1)
	if err := p.ks.Assert(kT); err != nil {
		return nil, err
	}
	out := &pushResult{frame: fr, next: newFrame(), np: n + k}
	queue := append([]obligation(nil), fr.list...)
	for len(queue) > 0 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		o := queue[0]
		queue = queue[1:]
		p.ru.stats.Add("pdkind obligations", 1)
		more, err := p.obligation(ctx, out, o, kT, n, k)
		if err != nil || out.invalid {
			return out, err
		}
		queue = append(queue, more...)
	}
	return out, nil
}

// obligation pushes one pair and returns the pairs to push next.
func (p *pdk) obligation(ctx context.Context, out *pushResult, o obligation, kT *chc.Term, n, k int) ([]obligation, error) {
	f, ts := p.f, p.ts
	frame := out.frame.lemmas(f)
	restrict := make([]*chc.Term, k)
	for i := range restrict {
		restrict[i] = ts.At(frame, i)
	}
	if err := p.ks.Push(); err != nil {
		return nil, err
	}
	defer p.ks.Pop(1)
	if err := p.ks.Assert(restrict...); err != nil {
		return nil, err
	}
	notLemma := ts.At(f.Not(o.lemma), k)
	cti, err := p.failure(ctx, kT, notLemma)
	if err != nil {
		return nil, err
	}
	if cti == nil {
		out.next.add(o)
		return nil, nil
	}
	g, err := p.failure(ctx, kT, ts.At(o.cex, k))
	if err != nil {
		return nil, err
	}
	if g != nil {
		cex := obligation{cex: g, steps: o.steps + k}
		reached, steps, expl, err := p.reach.within(ctx, n, g)
		if err != nil {
			return nil, err
		}
		if reached {
			out.invalid, out.steps = true, cex.steps+steps
			return nil, nil
		}
		cex.lemma = expl
		out.frame.add(cex)
		return []obligation{cex, o}, nil
	}
	reached, steps, expl, err := p.reach.within(ctx, n, cti)
	if err != nil {
		return nil, err
	}
	if reached {
		// The lemma fails within steps+k steps; the negation of its
		// counterexample takes its place.
		out.np = min(out.np, steps+k)
		w := obligation{lemma: f.Simplify(f.Not(o.cex)), cex: o.cex, steps: o.steps}
		out.frame.add(w)
		out.next.add(w)
		return nil, nil
	}
	s := obligation{lemma: f.Simplify(f.And(o.lemma, expl)), cex: o.cex, steps: o.steps}
	out.frame.remove(o)
	out.frame.add(s)
	return []obligation{s}, nil
}

// failure checks whether target (at step k) follows k frame states joined
// by transitions, in a scope of ks; when it does, it returns the states
// at step 0 from which the transitions reach target, generalised by
// model-based projection, and nil when it does not.
func (p *pdk) failure(ctx context.Context, kT, target *chc.Term) (*chc.Term, error) {
	if err := p.ks.Push(); err != nil {
		return nil, err
	}
	defer p.ks.Pop(1)
	if err := p.ks.Assert(target); err != nil {
		return nil, err
	}
	r, err := timedCheck(ctx, p.ks, p.ru.stats)
	switch {
	case err != nil:
		return nil, err
	case r == smt.Unknown:
		return nil, fmt.Errorf("solver unknown in a k-induction check: %s", p.ks.Reason())
	case r == smt.Unsat:
		return nil, nil
	}
	return p.ts.projectOnto(p.ks, p.f.And(kT, target), 0)
}

// projectOnto projects phi, true in the model of sol's last check, onto
// the state at step i, and returns the result over Cur.
func (ts *System) projectOnto(sol smt.Solver, phi *chc.Term, i int) (*chc.Term, error) {
	keep := make(map[*chc.Term]bool, len(ts.cur))
	for _, v := range ts.StateAt(i) {
		keep[v] = true
	}
	var elim []*chc.Term
	for _, v := range chc.FreeVars(phi) {
		if !keep[v] {
			elim = append(elim, v)
		}
	}
	g, err := sol.Project(elim, phi)
	if err != nil {
		return nil, fmt.Errorf("projecting onto step %d: %w", i, err)
	}
	if v := firstOutside(g, keep); v != nil {
		return nil, fmt.Errorf("projecting onto step %d kept %s", i, v)
	}
	return ts.f.Simplify(ts.FromStep(g, i)), nil
}

// counterexample confirms a counterexample of steps steps with the
// unrolling and reads its derivation; should the length be off, the
// unrolling's depths up to it are tried in turn.
func (p *pdk) counterexample(ctx context.Context, steps int) (result.Result, error) {
	p.ru.stats.Max("pdkind counterexample steps", int64(steps))
	if r, err := cexAt(ctx, p.base, steps); r.Status != chc.Unknown || err != nil {
		return r, err
	}
	for d := 1; d < steps; d++ {
		if r, err := cexAt(ctx, p.base, d); r.Status != chc.Unknown || err != nil {
			return r, err
		}
	}
	return result.Unknown(result.GaveUp, "pdkind: the counterexample of %d steps its reachability checks found is not in the unrolling", steps), nil
}

// cexAt checks the unrolling at depth d: Unsat with the derivation, or
// Unknown.
func cexAt(ctx context.Context, base *unroller, d int) (result.Result, error) {
	r, der, err := base.check(ctx, d)
	if err != nil || r != smt.Sat {
		return result.Result{Status: chc.Unknown}, err
	}
	return result.Result{Status: chc.Unsat, Derivation: der}, nil
}

// safe returns the model of a k-inductive frame: the frame itself when it
// is 1-inductive, else its strengthening by kInvariant.
func (p *pdk) safe(ctx context.Context, frame *chc.Term, k int) (result.Result, error) {
	f, ts := p.f, p.ts
	inductive, err := unsatisfiable(ctx, p.ks, f.And(frame, p.trans, f.Not(ts.Primed(frame))))
	if err != nil {
		return result.Result{}, err
	}
	if inductive {
		return p.ru.safe(ctx, frame)
	}
	inv, err := p.ru.kInvariant(ctx, f.Not(frame), k)
	if err != nil {
		return gaveUp(ctx, err, fmt.Sprintf("the frame is %d-inductive, but making it 1-inductive", k))
	}
	return p.ru.safe(ctx, inv)
}

// reacher decides whether states are reachable within i steps, over
// frames R_i: conjunctions of lemmas, each true of every state reachable
// within i steps, learned from interpolants.
type reacher struct {
	ru     *run
	ts     *System
	f      *chc.Factory
	sol    smt.Solver
	ip     *interp.Interpolator
	init   *chc.Term
	trans  *chc.Term
	frames [][]*chc.Term
}

func newReacher(ru *run) (*reacher, error) {
	sol, err := ru.share(ru.ts.f)
	if err != nil {
		return nil, err
	}
	return &reacher{ru: ru, ts: ru.ts, f: ru.ts.f, sol: sol, init: ru.ts.InitFormula(), trans: ru.ts.TransFormula(),
		ip: interp.New(ru.ts.f, ru.share, interp.Options{Check: ru.opt.CheckInterpolants})}, nil
}

func (r *reacher) close() {
	st := r.ip.Stats()
	r.ru.stats.Add("pdkind interpolant cubes", int64(st.Cubes))
	r.ru.stats.AddDuration("pdkind interpolation time", st.Time)
	r.ip.Close()
	r.sol.Close()
}

func (r *reacher) frame(i int) *chc.Term {
	for len(r.frames) <= i {
		r.frames = append(r.frames, nil)
	}
	return r.f.And(r.frames[i]...)
}

// within reports whether a state of phi (over Cur) is reachable within n
// steps, with the length of the path found; when it is not, the
// explanation: a formula true of every state reachable within n steps
// and of no state of phi.
func (r *reacher) within(ctx context.Context, n int, phi *chc.Term) (bool, int, *chc.Term, error) {
	if n == 0 {
		return r.initially(ctx, phi)
	}
	f, ts := r.f, r.ts
	for {
		if err := ctx.Err(); err != nil {
			return false, 0, nil, err
		}
		prev := r.frame(n - 1)
		step := f.And(ts.At(prev, 0), ts.At(r.trans, 0))
		target := ts.At(phi, 1)
		g, err := r.predecessors(ctx, step, target)
		if err != nil {
			return false, 0, nil, err
		}
		if g == nil {
			return r.unreachable(ctx, step, target, phi)
		}
		ok, steps, expl, err := r.within(ctx, n-1, g)
		if err != nil || ok {
			return ok, steps + 1, nil, err
		}
		r.frames[n-1] = append(r.frames[n-1], expl)
		r.ru.stats.Add("pdkind reachability lemmas", 1)
	}
}

// predecessors checks step ∧ target; when satisfiable it returns the
// states at step 0 of the model's transition, generalised.
func (r *reacher) predecessors(ctx context.Context, step, target *chc.Term) (*chc.Term, error) {
	if err := r.sol.Push(); err != nil {
		return nil, err
	}
	defer r.sol.Pop(1)
	if err := r.sol.Assert(step, target); err != nil {
		return nil, err
	}
	res, err := timedCheck(ctx, r.sol, r.ru.stats)
	switch {
	case err != nil:
		return nil, err
	case res == smt.Unknown:
		return nil, fmt.Errorf("solver unknown in a reachability check: %s", r.sol.Reason())
	case res == smt.Unsat:
		return nil, nil
	}
	return r.ts.projectOnto(r.sol, r.f.And(r.ts.At(r.trans, 0), target), 0)
}

// unreachable builds the explanation of a target unreachable in one step
// from the previous frame: the interpolant of the step against it, over
// the next state, or the initial states' interpolant against phi. When phi
// holds in an initial state it is reachable in no steps.
func (r *reacher) unreachable(ctx context.Context, step, target, phi *chc.Term) (bool, int, *chc.Term, error) {
	ok, steps, zero, err := r.initially(ctx, phi)
	if err != nil || ok {
		return ok, steps, nil, err
	}
	i, err := r.ip.Binary(ctx, step, target)
	if err != nil {
		return false, 0, nil, err
	}
	r.ru.stats.Add("pdkind interpolants", 1)
	return false, 0, r.f.Simplify(r.f.Or(r.ts.FromStep(i, 1), zero)), nil
}

// initially reports whether phi holds in an initial state; when not, it
// returns the interpolant of the initial states against phi.
func (r *reacher) initially(ctx context.Context, phi *chc.Term) (bool, int, *chc.Term, error) {
	a, b := r.ts.At(r.init, 0), r.ts.At(phi, 0)
	if err := r.sol.Push(); err != nil {
		return false, 0, nil, err
	}
	if err := r.sol.Assert(a, b); err != nil {
		r.sol.Pop(1)
		return false, 0, nil, err
	}
	res, err := timedCheck(ctx, r.sol, r.ru.stats)
	r.sol.Pop(1)
	switch {
	case err != nil:
		return false, 0, nil, err
	case res == smt.Unknown:
		return false, 0, nil, fmt.Errorf("solver unknown on the initial states: %s", r.sol.Reason())
	case res == smt.Sat:
		return true, 0, nil, nil
	}
	i, err := r.ip.Binary(ctx, a, b)
	if err != nil {
		return false, 0, nil, err
	}
	return false, 0, r.f.Simplify(r.ts.FromStep(i, 0)), nil
}
