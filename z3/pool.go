package z3

import (
	"errors"
	"sync"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// A Pool hands out solvers whose Z3 contexts are reused: when the last
// solver of a context is closed, the context is emptied and kept for the
// next solver the pool makes, instead of being deleted.
//
// The point is start-up cost. Making a context in Z3 4.8.12 allocates and
// fills about 17 MB of tables, so that on a small system a fresh context
// for each phase of a run (the engine, the back-translation, the
// validation) costs more CPU than the solving does. A run that makes its
// solvers through one Pool pays for each context once.
//
// A reused context holds no formulas, solvers, models or handles of its
// previous user: they are all released before it is handed out again.
// Only contexts with default Options are reused. A Pool is safe for
// concurrent use; each context still belongs to one goroutine at a time.
type Pool struct {
	mu     sync.Mutex
	idle   []*Context
	closed bool
}

// maxIdle bounds the contexts a Pool keeps: a run rarely has more than two
// solvers' contexts open at once.
const maxIdle = 2

// NewPool returns an empty pool.
func NewPool() *Pool { return &Pool{} }

// NewSolver returns a solver over f's terms with default options, in a
// reused context when the pool has one. Its type is [smt.NewSolver].
func (p *Pool) NewSolver(f *chc.Factory) (smt.Solver, error) {
	return p.newSolver(f, SolverOptions{})
}

// NewSolverWith returns a NewSolver for solvers made as NewSolver does,
// with o's Params and Logic (the pool's contexts have default options,
// so o.Context is ignored).
func (p *Pool) NewSolverWith(o SolverOptions) smt.NewSolver {
	o.Context = Options{}
	return func(f *chc.Factory) (smt.Solver, error) { return p.newSolver(f, o) }
}

func (p *Pool) newSolver(f *chc.Factory, o SolverOptions) (smt.Solver, error) {
	c := p.get()
	if c == nil {
		var err error
		if c, err = NewContext(Options{}); err != nil {
			return nil, err
		}
	}
	s, err := newZ3Solver(c, o)
	if err != nil {
		p.put(c)
		return nil, err
	}
	return &TermSolver{conv: NewConverter(c, f), ctx: c, s: s, opts: o, owners: &owners{n: 1, pool: p}}, nil
}

// Close deletes the idle contexts; contexts whose solvers are closed
// afterwards are deleted then. Closing twice does nothing.
func (p *Pool) Close() {
	p.mu.Lock()
	idle := p.idle
	p.idle, p.closed = nil, true
	p.mu.Unlock()
	for _, c := range idle {
		c.Close()
	}
}

// get takes an idle context, or returns nil.
func (p *Pool) get() *Context {
	p.mu.Lock()
	defer p.mu.Unlock()
	if n := len(p.idle); n > 0 {
		c := p.idle[n-1]
		p.idle = p.idle[:n-1]
		return c
	}
	return nil
}

// put empties c and keeps it, or deletes it when the pool is closed or
// full or c cannot be emptied.
func (p *Pool) put(c *Context) {
	if c.reset() != nil {
		c.Close()
		return
	}
	p.mu.Lock()
	if !p.closed && len(p.idle) < maxIdle {
		p.idle = append(p.idle, c)
		c = nil
	}
	p.mu.Unlock()
	if c != nil {
		c.Close()
	}
}

// reset releases every handle the context owns, as Close does, but keeps
// the Z3 context, and clears a cancellation an interrupt may have left.
func (c *Context) reset() error {
	if c.ptr == nil {
		return ErrClosed
	}
	for i := len(c.frames) - 1; i >= 0; i-- {
		c.releaseFrame(c.frames[i])
	}
	c.frames = []*frame{{}}
	c.spare = nil
	c.clearCancel()
	if err := c.check("reset"); err != nil {
		return errors.Join(errors.New("z3: context cannot be reused"), err)
	}
	return nil
}

// Profile returns a NewSolver for the named solver profile, made as
// NewSolverWith does, or nil for a name it does not know: the strategy
// table's entries name their solvers' profile (strategy.Entry.Profile).
//
// "spacer-arith" is Z3's simplex-based arithmetic solver (arith.solver
// 2), Spacer's own choice (fp.spacer.arith.solver) where Z3's default is
// 6; docs/strategy.md says where it is used and why.
func (p *Pool) Profile(name string) smt.NewSolver {
	switch name {
	case "spacer-arith":
		return p.NewSolverWith(SolverOptions{Params: Params{"arith.solver": uint(2)}})
	}
	return nil
}
