package preprocess_test

import (
	"fmt"
	"math/rand"
	"os"
	"strconv"
	"testing"
	"time"

	"horn/chc"
	"horn/preprocess"
)

// randomSystem builds a small random system over Int (and a Bool argument
// now and then): facts, linear and non-linear steps, chains of predicates
// and queries, with small constants so that PDR decides most of them.
func randomSystem(rng *rand.Rand, id int) *chc.System {
	s := chc.NewSystem(fmt.Sprintf("random-%d", id))
	f := s.Terms
	npreds := 1 + rng.Intn(4)
	for i := 0; i < npreds; i++ {
		p := &chc.Pred{Name: fmt.Sprintf("P%d", i)}
		for k := rng.Intn(4); k > 0; k-- {
			p.Params = append(p.Params, chc.IntSort)
		}
		if rng.Intn(5) == 0 {
			p.Params = append(p.Params, chc.BoolSort)
		}
		s.Preds = append(s.Preds, p)
	}
	g := &gen{rng: rng, f: f, s: s}
	for i := 0; i < 1+rng.Intn(2); i++ {
		s.Clauses = append(s.Clauses, g.clause(0))
	}
	for i := 0; i < 1+rng.Intn(2*npreds+1); i++ {
		s.Clauses = append(s.Clauses, g.clause(1+rng.Intn(2)/2+boolInt(rng.Intn(6) == 0)))
	}
	for i := 0; i < 1+rng.Intn(2); i++ {
		s.Clauses = append(s.Clauses, g.query())
	}
	return s
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

type gen struct {
	rng  *rand.Rand
	f    *chc.Factory
	s    *chc.System
	vars []*chc.Term // Int variables of the clause being built
	n    int
}

func (g *gen) fresh(so chc.Sort) *chc.Term {
	g.n++
	v := g.f.Var(fmt.Sprintf("v%d", g.n), so)
	if so == chc.IntSort {
		g.vars = append(g.vars, v)
	}
	return v
}

func (g *gen) pred() *chc.Pred { return g.s.Preds[g.rng.Intn(len(g.s.Preds))] }

// atom returns an atom of p over fresh variables.
func (g *gen) atom(p *chc.Pred) chc.Atom {
	a := chc.Atom{Pred: p}
	for _, so := range p.Params {
		a.Args = append(a.Args, g.fresh(so))
	}
	return a
}

// intTerm returns a small linear term over the clause's variables.
func (g *gen) intTerm() *chc.Term {
	c := g.f.Int(int64(g.rng.Intn(5) - 2))
	if len(g.vars) == 0 || g.rng.Intn(4) == 0 {
		return c
	}
	v := g.vars[g.rng.Intn(len(g.vars))]
	if g.rng.Intn(3) == 0 && len(g.vars) > 1 {
		w := g.vars[g.rng.Intn(len(g.vars))]
		return g.f.Add(v, w, c)
	}
	return g.f.Add(v, c)
}

// literal returns a random comparison.
func (g *gen) literal() *chc.Term {
	a, b := g.intTerm(), g.intTerm()
	switch g.rng.Intn(4) {
	case 0:
		return g.f.Eq(a, b)
	case 1:
		return g.f.Lt(a, b)
	case 2:
		return g.f.Not(g.f.Eq(a, b))
	}
	return g.f.Le(a, b)
}

// clause returns a clause with nbody body atoms and a head.
func (g *gen) clause(nbody int) *chc.Clause {
	g.vars, g.n = nil, 0
	c := &chc.Clause{}
	for i := 0; i < nbody; i++ {
		c.Body = append(c.Body, g.atom(g.pred()))
	}
	bodyVars := append([]*chc.Term(nil), g.vars...)
	var conj []*chc.Term
	h := g.atom(g.pred())
	for _, x := range h.Args {
		switch {
		case x.Sort() == chc.BoolSort:
			if g.rng.Intn(2) == 0 {
				conj = append(conj, g.literal())
			}
		case len(bodyVars) > 0 && g.rng.Intn(3) > 0:
			v := bodyVars[g.rng.Intn(len(bodyVars))]
			conj = append(conj, g.f.Eq(x, g.f.Add(v, g.f.Int(int64(g.rng.Intn(3)-1)))))
		case g.rng.Intn(2) == 0:
			conj = append(conj, g.f.Eq(x, g.f.Int(int64(g.rng.Intn(3)))))
		default:
			conj = append(conj, g.f.Le(g.f.Int(0), x))
		}
	}
	if g.rng.Intn(3) == 0 {
		z := g.fresh(chc.IntSort) // a local variable
		conj = append(conj, g.f.Le(z, g.intTerm()))
	}
	if g.rng.Intn(2) == 0 {
		conj = append(conj, g.literal())
	}
	c.Head = &h
	c.Constraint = g.f.And(conj...)
	return c
}

func (g *gen) query() *chc.Clause {
	g.vars, g.n = nil, 0
	c := &chc.Clause{Body: []chc.Atom{g.atom(g.pred())}}
	if g.rng.Intn(3) == 0 {
		c.Body = append(c.Body, g.atom(g.pred()))
	}
	c.Constraint = g.f.And(g.literal(), g.literal())
	return c
}

// TestRandomSystems: random small systems, each solved as given and after
// every pass and the default pipeline; witnesses of the preprocessed systems
// validate against the input once translated back, and answers agree.
// HORN_RANDOM_N and HORN_RANDOM_SEED change the number of systems and the
// seed.
func TestRandomSystems(t *testing.T) {
	n, seed := 60, int64(20240601)
	if testing.Short() {
		n = 15
	}
	if v, err := strconv.Atoi(os.Getenv("HORN_RANDOM_N")); err == nil {
		n = v // more systems, for a longer search
	}
	if v, err := strconv.ParseInt(os.Getenv("HORN_RANDOM_SEED"), 10, 64); err == nil {
		seed = v
	}
	rng := rand.New(rand.NewSource(seed))
	counts := map[chc.Status]int{}
	for i := 0; i < n; i++ {
		s := randomSystem(rng, i)
		if err := s.Check(); err != nil {
			t.Fatalf("generator: %v", err)
		}
		t.Run(s.Name, func(t *testing.T) {
			defer func() {
				if t.Failed() {
					t.Logf("system:\n%s", dump(s))
				}
			}()
			want := roundTrip(t, s, preprocess.Pipeline{}, "pdr", 2*time.Second)
			counts[want]++
			for _, p := range passes() {
				eng := "pdr"
				if want == chc.Unsat && i%2 == 0 {
					eng = "bmc"
				}
				got := roundTrip(t, s, p, eng, 2*time.Second)
				if got != chc.Unknown && want != chc.Unknown && got != want {
					t.Fatalf("%s: %s, but %s without preprocessing", passName(p), got, want)
				}
			}
		})
	}
	t.Logf("answers without preprocessing: %v", counts)
	// A generator whose systems go undecided, or are all of one answer,
	// would make this test vacuous.
	if counts[chc.Unknown] > n/4 || counts[chc.Sat] == 0 || counts[chc.Unsat] == 0 {
		t.Errorf("generator gives too few decided systems of each answer: %v", counts)
	}
}

func dump(s *chc.System) string {
	out := ""
	for _, c := range s.Clauses {
		out += c.String() + "\n"
	}
	return out
}
