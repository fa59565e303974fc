package adtsize_test

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/adtsize"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

var expectRE = regexp.MustCompile(`(?m)^; expect: (sat|unsat)\s*$`)

// fixture reads testdata/name and its expected answer.
func fixture(t *testing.T, name string) (*chc.System, string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := expectRE.FindSubmatch(src)
	if m == nil {
		t.Fatalf("%s: no expect header", path)
	}
	s, err := smtlib2.Parse(path, src)
	if err != nil {
		t.Fatal(err)
	}
	return s, string(m[1])
}

func engine() *adtsize.Engine {
	return &adtsize.Engine{NewSolver: z3.NewSolver,
		Inner: func() result.Engine { return pdr.New(pdr.Options{NewSolver: z3.NewSolver}) }}
}

// solve runs the engine on s with a generous deadline (the machine may be
// loaded; every fixture takes well under a second alone).
func solve(t *testing.T, s *chc.System) result.Result {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	r, err := engine().Solve(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestFixtures: every sat fixture is solved through the abstraction with a
// model that the witness check accepts against the system as read and
// that prints with the size function as a define-fun-rec; every unsat
// fixture makes the engine give up (never a wrong answer).
func TestFixtures(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.smt2"))
	if len(files) == 0 {
		t.Fatal("no fixtures")
	}
	for _, path := range files {
		name := filepath.Base(path)
		t.Run(name, func(t *testing.T) {
			s, want := fixture(t, name)
			r := solve(t, s)
			if want == "unsat" {
				if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.GaveUp {
					t.Fatalf("got %s (%s), want unknown: gave up", r.Status, r.Reason)
				}
				return
			}
			if r.Status != chc.Sat {
				t.Fatalf("got %s (%s), want sat", r.Status, r.Reason)
			}
			if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
				t.Fatalf("model rejected: %v", err)
			}
			var b strings.Builder
			if err := smtlib2.WriteModel(&b, s, r.Model); err != nil {
				t.Fatal(err)
			}
			if usesSize(r.Model) != strings.Contains(b.String(), "(define-fun-rec horn_size_") {
				t.Errorf("the printed model's define-fun-rec does not match its use of sizes:\n%s", b.String())
			}
		})
	}
}

func usesSize(m chc.Model) bool {
	found := false
	for _, in := range m {
		chc.Walk(in.Body, func(t *chc.Term) bool {
			found = found || t.Op() == chc.OpSize
			return !found
		})
	}
	return found
}

// TestWrongCandidate: the witness check rejects a model off by one in a
// size (the length of a list taken as its size plus one), and accepts the
// right one, on the fixture prod_prop_02 (length and append).
func TestWrongCandidate(t *testing.T) {
	s, _ := fixture(t, "tip-adt-lia__prod_prop_02.smt2")
	f := s.Terms
	length, app := s.Pred("length_48"), s.Pred("x_55172")
	lst := f.Datatypes()[0]
	n, l := f.Var("n", chc.IntSort), f.Var("l", lst.Sort())
	a, b, c := f.Var("a", lst.Sort()), f.Var("b", lst.Sort()), f.Var("c", lst.Sort())
	sz := func(x *chc.Term) *chc.Term {
		t.Helper()
		u, err := f.DatatypeSize(x)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}
	appIn := chc.Interp{Params: []*chc.Term{a, b, c},
		Body: f.Eq(sz(a), f.MustApp(chc.OpAdd, sz(b), sz(c)))}
	for _, tc := range []struct {
		name  string
		body  *chc.Term
		valid bool
	}{
		{"length is size", f.Eq(n, sz(l)), true},
		{"length is size plus one", f.Eq(n, f.MustApp(chc.OpAdd, sz(l), f.Int(1))), false},
	} {
		m := chc.Model{length: {Params: []*chc.Term{n, l}, Body: tc.body}, app: appIn}
		err := witness.CheckModel(context.Background(), s, m, z3.NewSolver)
		if (err == nil) != tc.valid {
			t.Errorf("%s: check gave %v, want valid=%v", tc.name, err, tc.valid)
		}
	}
}

// TestRefusesArrayOfDatatypes: an array holding datatypes has no
// abstraction; the engine gives up naming it, without running its inner
// engine.
func TestRefusesArrayOfDatatypes(t *testing.T) {
	s, err := smtlib2.Parse("arr.smt2", []byte(`(set-logic HORN)
(declare-datatypes ((Lst 0)) (((nil) (cons (hd Int) (tl Lst)))))
(declare-fun p ((Array Int Lst)) Bool)
(assert (forall ((a (Array Int Lst))) (=> (= (select a 0) nil) (p a))))
(assert (forall ((a (Array Int Lst))) (=> (and (p a) ((_ is cons) (select a 0))) false)))
`))
	if err != nil {
		t.Fatal(err)
	}
	ran := false
	e := &adtsize.Engine{NewSolver: z3.NewSolver, Inner: func() result.Engine {
		ran = true
		return pdr.New(pdr.Options{NewSolver: z3.NewSolver})
	}}
	r, err := e.Solve(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.GaveUp || !strings.Contains(r.Reason, "holds datatypes") || ran {
		t.Errorf("got %s (%s), inner ran: %v; want unknown: gave up naming the array, inner not run", r.Status, r.Reason, ran)
	}
}
