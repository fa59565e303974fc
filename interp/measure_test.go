package interp_test

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/interp"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

var (
	measure      = flag.String("measure", "", "glob of CHC files: interpolate the unrollings of their one-predicate systems (TestMeasure)")
	measureDepth = flag.Int("measure.depth", 3, "deepest unrolling TestMeasure interpolates")
	measureTime  = flag.Duration("measure.timeout", 10*time.Second, "TestMeasure's deadline per file")
)

// TestMeasure interpolates, for each file of -measure that is a transition
// system (one predicate, linear clauses), the unrollings Init(s_0),
// Tr(s_0, s_1), …, Tr(s_{k−1}, s_k), Bad(s_k) for k = 0 … -measure.depth
// that are unsatisfiable, as sequence interpolants, each checked; it logs
// a line per file and the totals. A measurement, not a test: it runs only
// with -measure.
func TestMeasure(t *testing.T) {
	if *measure == "" {
		t.Skip("no -measure")
	}
	files, err := filepath.Glob(*measure)
	if err != nil {
		t.Fatal(err)
	}
	var total measured
	for _, file := range files {
		m, err := measureFile(t, file)
		name := filepath.Base(file)
		switch {
		case err != nil:
			t.Logf("%-60.60s  %v", name, err)
		case m.depths > 0 || m.sat:
			t.Logf("%-60.60s  %s", name, m)
		}
		total.add(m)
	}
	t.Logf("total: %s", total)
	if total.failed > 0 {
		t.Errorf("%d interpolants failed their check", total.failed)
	}
}

// measured are the figures of one file, or of all.
type measured struct {
	files, depths, interpolants, cubes, size, maxSize, failed int
	sat, timeout                                              bool
	timeouts, sats                                            int
	time                                                      time.Duration
}

func (m measured) String() string {
	s := fmt.Sprintf("depths %d, interpolants %d (cubes %d), size total %d max %d, %v, check failures %d",
		m.depths, m.interpolants, m.cubes, m.size, m.maxSize, m.time.Round(time.Millisecond), m.failed)
	switch {
	case m.files > 0:
		s = fmt.Sprintf("%d files, %d hit the deadline, %d reached a feasible unrolling; ", m.files, m.timeouts, m.sats) + s
	case m.timeout:
		s += ", deadline"
	case m.sat:
		s += ", feasible unrolling"
	}
	return s
}

func (m *measured) add(o measured) {
	if o.depths == 0 && !o.sat {
		return
	}
	m.files++
	m.depths += o.depths
	m.interpolants += o.interpolants
	m.cubes += o.cubes
	m.size += o.size
	m.maxSize = max(m.maxSize, o.maxSize)
	m.failed += o.failed
	m.time += o.time
	if o.timeout {
		m.timeouts++
	}
	if o.sat {
		m.sats++
	}
}

// system is a transition system read from one-predicate clauses.
type system struct {
	f                *chc.Factory
	inits, trs, bads []*chc.Clause
	pred             *chc.Pred
}

// transitionSystem returns the system of file, or an error when it is not
// one.
func transitionSystem(file string) (*system, error) {
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	s, err := smtlib2.Parse(file, src)
	if err != nil {
		return nil, err
	}
	if len(s.Preds) != 1 {
		return nil, fmt.Errorf("%d predicates", len(s.Preds))
	}
	ts := &system{f: s.Terms, pred: s.Preds[0]}
	for _, c := range s.Clauses {
		switch {
		case len(c.Body) == 0 && c.Head != nil:
			ts.inits = append(ts.inits, c)
		case len(c.Body) == 1 && c.Head != nil:
			ts.trs = append(ts.trs, c)
		case len(c.Body) == 1:
			ts.bads = append(ts.bads, c)
		default:
			return nil, fmt.Errorf("not a transition system")
		}
	}
	return ts, nil
}

// state returns the state variables of step k.
func (ts *system) state(k int) []*chc.Term {
	out := make([]*chc.Term, ts.pred.Arity())
	for i, s := range ts.pred.Params {
		out[i] = ts.f.Var(fmt.Sprintf("s!%d!%d", k, i), s)
	}
	return out
}

// step returns the disjunction of the clauses' instances from state pre to
// state post (nil for none), their own variables tagged with step k.
func (ts *system) step(cs []*chc.Clause, pre, post []*chc.Term, k int) *chc.Term {
	f := ts.f
	var disj []*chc.Term
	for j, c := range cs {
		var head []*chc.Term
		if c.Head != nil {
			head = post
		}
		fresh := func(i int, v *chc.Term) *chc.Term {
			return f.Var(fmt.Sprintf("l!%d!%d!%d", k, j, i), v.Sort())
		}
		sigma, eqs := chc.RenameApart(f, c, head, fresh)
		conj := append([]*chc.Term{f.Subst(c.Constraint, sigma)}, eqs...)
		for _, a := range c.Body {
			for i, arg := range a.Args {
				conj = append(conj, f.Eq(f.Subst(arg, sigma), pre[i]))
			}
		}
		disj = append(disj, f.And(conj...))
	}
	return f.Or(disj...)
}

// unrolling returns the formulas of the unrolling of depth k.
func (ts *system) unrolling(k int) []*chc.Term {
	as := []*chc.Term{ts.step(ts.inits, nil, ts.state(0), 0)}
	for i := 1; i <= k; i++ {
		as = append(as, ts.step(ts.trs, ts.state(i-1), ts.state(i), i))
	}
	return append(as, ts.step(ts.bads, ts.state(k), nil, k+1))
}

// measureFile interpolates the unrollings of file's transition system.
func measureFile(t *testing.T, file string) (m measured, err error) {
	ts, err := transitionSystem(file)
	if err != nil {
		return m, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), *measureTime)
	defer cancel()
	p := interp.New(ts.f, z3.NewSolver, interp.Options{})
	defer p.Close()
	s, err := z3.NewSolver(ts.f)
	if err != nil {
		return m, err
	}
	defer s.Close()
	start := time.Now()
	defer func() { m.time = time.Since(start) }()
	for k := 0; k <= *measureDepth; k++ {
		err := measureDepthOnce(ctx, p, s, ts, k, &m)
		switch {
		case errors.Is(err, interp.ErrSatisfiable):
			m.sat = true
			// The unrolling must have a model indeed.
			if isSat(ctx, t, s, ts.unrolling(k)...) != true && ctx.Err() == nil {
				return m, fmt.Errorf("depth %d: ErrSatisfiable on an unsatisfiable unrolling", k)
			}
			return m, nil
		case ctx.Err() != nil:
			m.timeout = true
			t.Logf("%s: deadline at depth %d: %+v", filepath.Base(file), k, p.Stats())
			return m, nil
		case err != nil:
			return m, err
		}
	}
	return m, nil
}

// measureDepthOnce interpolates the unrolling of depth k and checks it.
func measureDepthOnce(ctx context.Context, p *interp.Interpolator, s smt.Solver, ts *system, k int, m *measured) error {
	as := ts.unrolling(k)
	before := p.Stats()
	is, err := p.Sequence(ctx, as)
	if err != nil {
		return err
	}
	after := p.Stats()
	m.depths++
	m.interpolants += len(is) - 2
	m.cubes += after.Cubes - before.Cubes
	for _, i := range is {
		n := chc.Size(i)
		m.size += n
		m.maxSize = max(m.maxSize, n)
	}
	if err := interp.CheckSequence(ctx, s, ts.f, as, is); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if !errors.Is(err, interp.ErrNotInterpolant) {
			return err
		}
		m.failed++
	}
	return nil
}
