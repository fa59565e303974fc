package bitic3

import (
	"context"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sat"
)

// lit is a literal over the state: bit b has value val.
type lit struct {
	bit int
	val bool
}

// cube is a conjunction of state literals, sorted by bit.
type cube []lit

// ic3 holds one run.
type ic3 struct {
	s      *chc.System
	ts     *system
	sol    *sat.Solver
	opt    Options
	stats  *result.Stats
	frames [][]cube  // frames[i]: the cubes blocked up to level i exactly (delta encoding)
	acts   []sat.Lit // acts[i] switches frame i's clauses on (acts[0] unused)
}

// obligation is a cube to block at a level; succ is the obligation it
// leads to, towards the bad state.
type obligation struct {
	c     cube
	level int
	succ  *obligation
}

func newIC3(s *chc.System, ts *system, opt Options, stats *result.Stats) *ic3 {
	return &ic3{s: s, ts: ts, sol: ts.sol, opt: opt, stats: stats}
}

// on returns the literals of c over the state bits st.
func on(c cube, st sat.Vec) []sat.Lit {
	out := make([]sat.Lit, len(c))
	for i, l := range c {
		out[i] = st[l.bit]
		if !l.val {
			out[i] = out[i].Not()
		}
	}
	return out
}

// frame returns the assumptions that switch on F_i: the initial states for
// i = 0, else every frame's clauses from i up.
func (p *ic3) frame(i int) []sat.Lit {
	if i == 0 {
		return []sat.Lit{p.ts.initLit}
	}
	return append([]sat.Lit(nil), p.acts[i:]...)
}

func (p *ic3) solve(ctx context.Context, assume ...sat.Lit) (bool, error) {
	r, err := p.sol.Solve(ctx, assume...)
	if err != nil {
		return false, err
	}
	return r == sat.Sat, nil
}

// state reads the model's current state as a full cube.
func (p *ic3) state() cube {
	c := make(cube, len(p.ts.cur))
	for b, l := range p.ts.cur {
		c[b] = lit{b, p.sol.LitValue(l)}
	}
	return c
}

func (p *ic3) addFrame() {
	p.frames = append(p.frames, nil)
	p.acts = append(p.acts, p.sol.NewLit())
}

// addLemma blocks c at level i: the clause ¬c over the current state,
// switched on by acts[i].
func (p *ic3) addLemma(c cube, i int) {
	cl := []sat.Lit{p.acts[i].Not()}
	for _, l := range on(c, p.ts.cur) {
		cl = append(cl, l.Not())
	}
	p.sol.AssertClause(cl...)
	p.frames[i] = append(p.frames[i], c)
	p.stats.Add("bitic3 lemmas", 1)
}

func (p *ic3) run(ctx context.Context) (result.Result, error) {
	ts := p.ts
	if len(ts.trivial) > 0 {
		if ok, err := p.solve(ctx, ts.trivialOr); err != nil || ok {
			if err != nil {
				return result.Result{}, err
			}
			return p.trivialCex()
		}
	}
	if ok, err := p.solve(ctx, ts.initLit, ts.badLit); err != nil || ok {
		if err != nil {
			return result.Result{}, err
		}
		return p.counterexample(ctx, []cube{p.state()})
	}
	p.addFrame() // F_0 is the initial states
	p.addFrame()
	for k := 1; ; k++ {
		p.stats.Max("bitic3 level", int64(k))
		if p.opt.MaxLevel > 0 && k > p.opt.MaxLevel {
			return result.Unknown(result.Bound, "%d frames reached (MaxLevel)", p.opt.MaxLevel), nil
		}
		for {
			ok, err := p.solve(ctx, append(p.frame(k), ts.badLit)...)
			if err != nil {
				return result.Result{}, err
			}
			if !ok {
				break
			}
			chain, err := p.block(ctx, &obligation{c: p.state(), level: k}, k)
			if err != nil {
				return result.Result{}, err
			}
			if chain != nil {
				return p.counterexample(ctx, chain)
			}
		}
		p.addFrame()
		inv, err := p.propagate(ctx, k)
		if err != nil {
			return result.Result{}, err
		}
		if inv >= 0 {
			return p.model(inv), nil
		}
	}
}

// block blocks the bad cube of ob at level k and every predecessor it
// needs; it returns the states of a counterexample, from an initial state
// to the bad one, when one is found.
func (p *ic3) block(ctx context.Context, ob *obligation, k int) ([]cube, error) {
	ts := p.ts
	queue := []*obligation{ob}
	for len(queue) > 0 {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("bitic3: %w", err)
		}
		// the obligation of lowest level, the newest among equals
		best := len(queue) - 1
		for i := len(queue) - 1; i >= 0; i-- {
			if queue[i].level < queue[best].level {
				best = i
			}
		}
		ob := queue[best]
		i := ob.level
		// already blocked at its level?
		ok, err := p.solve(ctx, append(p.frame(i), on(ob.c, ts.cur)...)...)
		if err != nil {
			return nil, err
		}
		if !ok {
			queue = append(queue[:best], queue[best+1:]...)
			if i < k {
				queue = append(queue, &obligation{c: ob.c, level: i + 1, succ: ob.succ})
			}
			continue
		}
		ok, core, pred, err := p.relInd(ctx, ob.c, i)
		if err != nil {
			return nil, err
		}
		if ok {
			pob := &obligation{c: pred, level: i - 1, succ: ob}
			isInit := i-1 == 0
			if !isInit {
				if isInit, err = p.solve(ctx, append([]sat.Lit{ts.initLit}, on(pred, ts.cur)...)...); err != nil {
					return nil, err
				}
			}
			if isInit {
				var chain []cube
				for o := pob; o != nil; o = o.succ {
					chain = append(chain, o.c)
				}
				return chain, nil
			}
			queue = append(queue, pob)
			continue
		}
		g, err := p.generalize(ctx, ob.c, core, i)
		if err != nil {
			return nil, err
		}
		p.addLemma(g, i)
		queue = append(queue[:best], queue[best+1:]...)
		if i < k {
			queue = append(queue, &obligation{c: ob.c, level: i + 1, succ: ob.succ})
		}
	}
	return nil, nil
}

// relInd checks c relative to F_{i-1}: F_{i-1} ∧ ¬c ∧ T ∧ c'. It returns
// whether that is satisfiable, with the predecessor state if so, or else
// the literals of c whose primed versions are among the failed
// assumptions. ¬c is a clause switched on by a literal of its own, which
// is switched off for good afterwards.
func (p *ic3) relInd(ctx context.Context, c cube, i int) (bool, cube, cube, error) {
	ts := p.ts
	tmp := p.sol.NewLit()
	cl := []sat.Lit{tmp.Not()}
	for _, l := range on(c, ts.cur) {
		cl = append(cl, l.Not())
	}
	p.sol.AssertClause(cl...)
	defer p.sol.AssertLit(tmp.Not())
	next := on(c, ts.nxt)
	ok, err := p.solve(ctx, append(append(p.frame(i-1), tmp, ts.transLit), next...)...)
	if err != nil {
		return false, nil, nil, err
	}
	if ok {
		return true, nil, p.state(), nil
	}
	in := make(map[sat.Lit]bool)
	for _, l := range p.sol.Why() {
		in[l] = true
	}
	var core cube
	for j, l := range c {
		if in[next[j]] {
			core = append(core, l)
		}
	}
	return false, core, nil, nil
}

// maxDrops bounds the literals generalize tries to drop one by one per
// blocked cube.
const maxDrops = 48

// generalize shrinks the blocked cube c (relatively inductive at level i
// with the core literals core): it starts from core, adds back literals of
// c while the cube meets an initial state, then tries to drop literals one
// at a time, keeping a drop when the smaller cube still excludes the
// initial states and is still relatively inductive (and then its core).
func (p *ic3) generalize(ctx context.Context, c, core cube, i int) (cube, error) {
	g, err := p.excludeInit(ctx, c, core)
	if err != nil {
		return nil, err
	}
	drops := 0
	for j := 0; j < len(g) && len(g) > 1 && drops < maxDrops; j++ {
		drops++
		cand := append(append(cube(nil), g[:j]...), g[j+1:]...)
		hit, err := p.meetsInit(ctx, cand)
		if err != nil {
			return nil, err
		}
		if hit {
			continue
		}
		sat, core, _, err := p.relInd(ctx, cand, i)
		if err != nil {
			return nil, err
		}
		if sat {
			continue
		}
		if g, err = p.excludeInit(ctx, cand, core); err != nil {
			return nil, err
		}
		j = -1 // g changed: start again
	}
	if len(g) < len(c) {
		p.stats.Add("bitic3 generalised", 1)
	}
	return g, nil
}

// meetsInit reports whether the cube g contains an initial state (then
// the model holds one).
func (p *ic3) meetsInit(ctx context.Context, g cube) (bool, error) {
	return p.solve(ctx, append([]sat.Lit{p.ts.initLit}, on(g, p.ts.cur)...)...)
}

// excludeInit returns the literals of c in core, with literals of c added
// back, one at a time, while the cube meets an initial state (each one
// false in that initial state); c itself excludes the initial states.
func (p *ic3) excludeInit(ctx context.Context, c, core cube) (cube, error) {
	keep := make(map[int]bool, len(core))
	for _, l := range core {
		keep[l.bit] = true
	}
	for {
		var g cube
		for _, l := range c {
			if keep[l.bit] {
				g = append(g, l)
			}
		}
		if len(g) == len(c) {
			return c, nil
		}
		hit, err := p.meetsInit(ctx, g)
		if err != nil {
			return nil, err
		}
		if !hit {
			return g, nil
		}
		added := false
		for _, l := range c {
			if !keep[l.bit] && p.sol.LitValue(p.ts.cur[l.bit]) != l.val {
				keep[l.bit], added = true, true
				break
			}
		}
		if !added {
			return nil, fmt.Errorf("bitic3: internal error: a blocked state is initial")
		}
	}
}

// propagate pushes the clauses of frames 1..k forward; it returns the
// level i whose frame became empty (F_i = F_{i+1}, an inductive
// invariant: the clauses of frames i+1 and up), or -1.
func (p *ic3) propagate(ctx context.Context, k int) (int, error) {
	ts := p.ts
	for i := 1; i <= k; i++ {
		var keep []cube
		for _, c := range p.frames[i] {
			ok, err := p.solve(ctx, append(append(p.frame(i), ts.transLit), on(c, ts.nxt)...)...)
			if err != nil {
				return -1, err
			}
			if ok {
				keep = append(keep, c)
				continue
			}
			p.frames[i+1] = append(p.frames[i+1], c)
			cl := []sat.Lit{p.acts[i+1].Not()}
			for _, l := range on(c, ts.cur) {
				cl = append(cl, l.Not())
			}
			p.sol.AssertClause(cl...)
		}
		p.frames[i] = keep
		if len(keep) == 0 {
			return i, nil
		}
	}
	return -1, nil
}
