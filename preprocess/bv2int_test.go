package preprocess_test

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// bvOps are operator applications over x and y of width 3 (and results of
// other widths), each exercised by TestBV2IntExact on every value of x and
// y.
var bvOps = []string{
	"(bvadd x y)", "(bvsub x y)", "(bvneg x)", "(bvnot x)", "(bvadd x y x (_ bv5 3))",
	"(bvmul x (_ bv3 3))", "(bvmul (_ bv7 3) x (_ bv2 3))",
	"(bvudiv x (_ bv3 3))", "(bvurem x (_ bv3 3))", "(bvudiv x (_ bv0 3))", "(bvurem x (_ bv0 3))",
	"(bvsdiv x (_ bv3 3))", "(bvsdiv x (_ bv6 3))", "(bvsrem x (_ bv3 3))", "(bvsrem x (_ bv6 3))",
	"(bvsmod x (_ bv3 3))", "(bvsmod x (_ bv6 3))", "(bvsdiv x (_ bv4 3))", "(bvsmod x (_ bv4 3))",
	"(bvshl x (_ bv1 3))", "(bvshl x (_ bv5 3))", "(bvlshr x (_ bv2 3))", "(bvashr x (_ bv1 3))", "(bvashr x (_ bv7 3))",
	"(bvand x (_ bv5 3))", "(bvor x (_ bv5 3))", "(bvxor x (_ bv6 3))", "(bvnand x (_ bv3 3))", "(bvxnor x (_ bv3 3))",
	"((_ extract 2 1) x)", "((_ extract 0 0) x)", "((_ extract 1 0) (bvadd x y))",
	"(concat x y)", "(concat (bvadd x y) ((_ extract 1 1) y))", "((_ repeat 2) x)",
	"((_ zero_extend 2) x)", "((_ sign_extend 2) (bvadd x y))",
	"((_ rotate_left 1) x)", "((_ rotate_right 1) (bvsub x y))",
	"(ite (bvslt x y) x (bvadd y (_ bv1 3)))", "(bvcomp x y)",
	"(bvult x y)", "(bvule x y)", "(bvugt x y)", "(bvuge x (_ bv2 3))",
	"(bvslt x y)", "(bvsle x y)", "(bvsgt x (_ bv2 3))", "(bvsge (bvadd x y) y)",
	"(= (bvadd x y) (_ bv1 3))", "(distinct x y (bvneg x))", "(not (= (bvmul x (_ bv2 3)) y))",
}

// TestBV2IntExact: for each operator, in each representation and with
// fresh variables or mod terms, the translated clause r = op(x, y) → P(x,
// y, r) admits, for every x and y, exactly the result exact evaluation
// gives — the translation neither loses nor adds instances.
func TestBV2IntExact(t *testing.T) {
	pass := []preprocess.BV2Int{{Repr: preprocess.ReprUnsigned}, {Repr: preprocess.ReprSigned}, {Repr: preprocess.ReprSigned, UseMod: true}}
	if testing.Short() {
		pass = pass[1:2]
	}
	for _, op := range bvOps {
		src := exactSystem(t, op)
		for _, p := range pass {
			t.Run(fmt.Sprintf("%s/%+v", op, p), func(t *testing.T) {
				checkExact(t, src, p)
			})
		}
	}
}

// exactSystem returns the one-clause system r = op → P(x, y, r), with r of
// op's sort (the first width at which the clause reads, else Bool).
func exactSystem(t *testing.T, op string) string {
	t.Helper()
	sort := "Bool"
	for _, w := range []int{1, 2, 3, 4, 5, 6} {
		probe := fmt.Sprintf("(set-logic HORN)(declare-fun P ((_ BitVec 3) (_ BitVec 3) (_ BitVec %d)) Bool)"+
			"(assert (forall ((x (_ BitVec 3)) (y (_ BitVec 3)) (r (_ BitVec %d))) (=> (= r %s) (P x y r))))", w, w, op)
		if _, err := smtlib2.Parse("probe.smt2", []byte(probe)); err == nil {
			sort = fmt.Sprintf("(_ BitVec %d)", w)
			break
		}
	}
	return fmt.Sprintf("(set-logic HORN)(declare-fun P ((_ BitVec 3) (_ BitVec 3) %s) Bool)"+
		"(assert (forall ((x (_ BitVec 3)) (y (_ BitVec 3)) (r %s)) (=> (= r %s) (P x y r))))", sort, sort, op)
}

// reprOf returns the integer term standing for a value in the
// representation (signed or unsigned) of the translation.
func reprOf(f *chc.Factory, signed bool) func(v chc.Value) *chc.Term {
	return func(v chc.Value) *chc.Term {
		if v.Sort() == chc.BoolSort {
			return f.BoolConst(v.Bool())
		}
		n := v.Sort().Width()
		i := v.BigInt()
		if signed && i.Bit(n-1) == 1 {
			i.Sub(i, new(big.Int).Lsh(big.NewInt(1), uint(n)))
		}
		return f.BigInt(i)
	}
}

// opOf returns op(x, y) of exactSystem's clause r = op(x, y) → P(x, y, r).
func opOf(in *chc.Clause) *chc.Term {
	if in.Constraint.Arg(0) != in.Head.Args[2] {
		return in.Constraint.Arg(0)
	}
	return in.Constraint.Arg(1)
}

// translateOne applies p to exactSystem's src and returns its clause, the
// translated system and the factory.
func translateOne(t *testing.T, src string, p preprocess.BV2Int) (in *chc.Clause, out *chc.System, f *chc.Factory) {
	t.Helper()
	s := parseString(t, src)
	out, _, err := p.Apply(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if out == s {
		t.Fatal("the pass refused")
	}
	return s.Clauses[0], out, s.Terms
}

// eachInstance calls fn for every pair of 3-bit values x and y of in's
// clause r = op(x, y) → P(x, y, r), with fix binding the translated
// clause c's x and y to their integer readings, r its result variable and
// want the reading of op's exact value.
func eachInstance(t *testing.T, f *chc.Factory, in, c *chc.Clause, p preprocess.BV2Int, fn func(vx, vy int, fix, r, want *chc.Term)) {
	t.Helper()
	repr := reprOf(f, p.Repr == preprocess.ReprSigned)
	op := opOf(in)
	for vx := range 8 {
		for vy := range 8 {
			x, y := chc.BVValue(big.NewInt(int64(vx)), 3), chc.BVValue(big.NewInt(int64(vy)), 3)
			want, err := chc.Eval(op, chc.Env{in.Head.Args[0]: x, in.Head.Args[1]: y})
			if err != nil {
				t.Fatal(err)
			}
			fix := f.And(f.Eq(c.Head.Args[0], repr(x)), f.Eq(c.Head.Args[1], repr(y)))
			fn(vx, vy, fix, c.Head.Args[2], repr(want))
		}
	}
}

func checkExact(t *testing.T, src string, p preprocess.BV2Int) {
	in, out, f := translateOne(t, src, p)
	c := out.Clauses[0]
	solver, err := z3.NewSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	defer solver.Close()
	if err := solver.Assert(c.Constraint); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	eachInstance(t, f, in, c, p, func(vx, vy int, fix, r, want *chc.Term) {
		for _, tc := range []struct {
			cond *chc.Term
			want smt.Result
		}{{f.Eq(r, want), smt.Sat}, {f.Not(f.Eq(r, want)), smt.Unsat}} {
			got, err := solver.Check(ctx, fix, tc.cond)
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Fatalf("x=%d y=%d: r = %s is %s, want %s\n%s", vx, vy, want, got, tc.want, c)
			}
		}
	})
}

// systems are hand-written bit-vector systems with their answers: wrap-around
// counters, signed comparisons, extraction and concatenation.
var bvSystems = []struct {
	name, src string
	want      chc.Status
}{
	{"wrap-unsigned-sat", `(set-logic HORN)
(declare-fun I ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x #x00) (I x))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (I x) (bvult x #x0a) (= y (bvadd x #x01))) (I y))))
(assert (forall ((x (_ BitVec 8))) (=> (and (I x) (bvugt x #x0a)) false)))`, chc.Sat},
	{"wrap-signed-unsat", `(set-logic HORN)
(declare-fun I ((_ BitVec 6)) Bool)
(assert (forall ((x (_ BitVec 6))) (=> (= x (_ bv1 6)) (I x))))
(assert (forall ((x (_ BitVec 6)) (y (_ BitVec 6))) (=> (and (I x) (= y (bvmul (_ bv3 6) x))) (I y))))
(assert (forall ((x (_ BitVec 6))) (=> (and (I x) (bvslt x (_ bv0 6))) false)))`, chc.Unsat},
	{"signed-loop-sat", `(set-logic HORN)
(declare-fun I ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (and (= i #x00) (bvsgt n #x00)) (I i n))))
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8)) (j (_ BitVec 8))) (=> (and (I i n) (bvslt i n) (= j (bvadd i #x01))) (I j n))))
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (and (I i n) (bvsgt i n)) false)))`, chc.Sat},
	{"signed-loop-unsat", `(set-logic HORN)
(declare-fun I ((_ BitVec 8)) Bool)
(assert (forall ((i (_ BitVec 8))) (=> (= i #x00) (I i))))
(assert (forall ((i (_ BitVec 8)) (j (_ BitVec 8))) (=> (and (I i) (bvsge i #x00) (= j (bvadd i #x10))) (I j))))
(assert (forall ((i (_ BitVec 8))) (=> (and (I i) (bvslt i #x00)) false)))`, chc.Unsat},
	{"extract-concat-sat", `(set-logic HORN)
(declare-fun I ((_ BitVec 8) (_ BitVec 4)) Bool)
(assert (forall ((x (_ BitVec 8)) (h (_ BitVec 4))) (=> (and (= h #x3) (= x (concat h #x0))) (I x h))))
(assert (forall ((x (_ BitVec 8)) (h (_ BitVec 4)) (y (_ BitVec 8)) (g (_ BitVec 4))) (=> (and (I x h) (= g (bvadd h #x1)) (= y (concat g ((_ extract 3 0) x)))) (I y g))))
(assert (forall ((x (_ BitVec 8)) (h (_ BitVec 4))) (=> (and (I x h) (not (= ((_ extract 7 4) x) h))) false)))`, chc.Sat},
	{"extract-unsat", `(set-logic HORN)
(declare-fun I ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x #x01) (I x))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (I x) (= y (bvshl x #x01))) (I y))))
(assert (forall ((x (_ BitVec 8))) (=> (and (I x) (= ((_ extract 7 7) x) #b1)) false)))`, chc.Unsat},
	{"mixed-sorts-sat", `(set-logic HORN)
(declare-fun I ((_ BitVec 4) Int Bool) Bool)
(assert (forall ((x (_ BitVec 4)) (n Int) (b Bool)) (=> (and (= x #x0) (= n 0) b) (I x n b))))
(assert (forall ((x (_ BitVec 4)) (n Int) (b Bool) (y (_ BitVec 4)) (m Int)) (=> (and (I x n b) (= y (bvadd x #x2)) (= m (+ n 2))) (I y m (not b)))))
(assert (forall ((x (_ BitVec 4)) (n Int) (b Bool)) (=> (and (I x n b) (= ((_ extract 0 0) x) #b1)) false)))`, chc.Sat},
}

// TestBV2IntRoundTrips: each hand-written system translated (both
// representations, fresh variables or mod terms) and solved by PDR (BMC
// when unsafe) gives the expected answer, and its witness, mapped back,
// validates against the bit-vector system.
func TestBV2IntRoundTrips(t *testing.T) {
	for _, sys := range bvSystems {
		for _, p := range []preprocess.Pass{preprocess.BV2Int{}, preprocess.BV2Int{Repr: preprocess.ReprUnsigned}, preprocess.BV2Int{UseMod: true},
			preprocess.Pipeline{Passes: append([]preprocess.Pass{preprocess.BV2Int{}}, preprocess.Default().Passes...)}} {
			// PDR proves safety; BMC finds the counterexamples.
			engines := []string{"pdr"}
			if sys.want == chc.Unsat {
				engines = []string{"bmc"}
			}
			for _, eng := range engines {
				t.Run(fmt.Sprintf("%s/%+v/%s", sys.name, p, eng), func(t *testing.T) {
					s := parseString(t, sys.src)
					if got := roundTrip(t, s, p, eng, 20*time.Second); got != sys.want {
						t.Errorf("%s, want %s", got, sys.want)
					}
				})
			}
		}
	}
}

// TestBV2IntRefuses: a product of two variables leaves the system as it is,
// and the statistics say why.
func TestBV2IntRefuses(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun I ((_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8))) (=> (= x #x02) (I x))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (I x) (= y (bvmul x x))) (I y))))
(assert (forall ((x (_ BitVec 8))) (=> (and (I x) (= x #x03)) false)))`)
	r, err := preprocess.Pipeline{Passes: []preprocess.Pass{preprocess.BV2Int{}}}.Run(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if r.System != s {
		t.Error("the system changed")
	}
	if len(r.Stats) != 1 || !strings.Contains(r.Stats[0].Note, "bvmul") {
		t.Errorf("stats %+v do not say why", r.Stats)
	}
	if r.Back != preprocess.Identity {
		t.Errorf("back map %T, want Identity", r.Back)
	}
}

// TestBV2IntNoBV: a system without bit-vectors is left as it is.
func TestBV2IntNoBV(t *testing.T) {
	s := parseString(t, `(set-logic HORN)
(declare-fun I (Int) Bool)
(assert (forall ((x Int)) (=> (= x 0) (I x))))
(assert (forall ((x Int)) (=> (and (I x) (< x 0)) false)))`)
	out, back, err := preprocess.BV2Int{}.Apply(context.Background(), s)
	if err != nil || out != s || back != preprocess.Identity {
		t.Errorf("got %v, %v, %v; want the system unchanged", out, back, err)
	}
}

// bvFiles are files of bv/ that the translation makes easy, with an engine.
var bvFiles = []struct{ name, engine string }{
	{"bv/dillig-01.c-bv.smt2", "pdr"},
	{"bv/slayer-chaining-very_simple_unsafe-ints-bv.smt2", "bmc"},
}

// TestBV2IntBenchmarkFiles: on real bit-vector files, the translation then
// the default pipeline, solved, gives the reference answer with a witness
// that validates against the bit-vector file.
func TestBV2IntBenchmarkFiles(t *testing.T) {
	ref := reference(t)
	p := preprocess.Pipeline{Passes: append([]preprocess.Pass{preprocess.BV2Int{}}, preprocess.Default().Passes...)}
	for _, bf := range bvFiles {
		if testing.Short() && bf.engine == "pdr" {
			continue
		}
		t.Run(bf.name, func(t *testing.T) {
			s := parseFile(t, benchDir(t)+"/"+bf.name)
			got := roundTrip(t, s, p, bf.engine, 20*time.Second)
			if got == chc.Unknown {
				t.Skipf("%s: unknown", bf.engine)
			}
			if got.String() != ref[bf.name] {
				t.Errorf("WRONG ANSWER %s, reference %s", got, ref[bf.name])
			}
		})
	}
}

// TestBV2IntWrap: without explicit wrap-around, for each operator and
// every value of x and y, the translated clause r = op(x, y) → P(x, y, r)
// admits only the result exact evaluation gives (never another), and all
// of them where no arithmetic operator is involved; with
// WrapError every result it does not admit is an instance of the overflow
// query, which in turn admits only exact results: the clause and its query
// together cover the bit-vector clause's instances, and nothing else. On
// bvadd the split is the one of the integer sum against the range.
func TestBV2IntWrap(t *testing.T) {
	reprs := []preprocess.Repr{preprocess.ReprSigned, preprocess.ReprUnsigned}
	if testing.Short() {
		reprs = reprs[:1]
	}
	for _, op := range bvOps {
		src := exactSystem(t, op)
		for _, repr := range reprs {
			for _, wrap := range []preprocess.Wrap{preprocess.WrapError, preprocess.WrapAssumed} {
				t.Run(fmt.Sprintf("%s/%d/%d", op, repr, wrap), func(t *testing.T) {
					kept := checkWrap(t, src, preprocess.BV2Int{Repr: repr, Wrap: wrap})
					arith := false
					for _, a := range []string{"bvadd", "bvsub", "bvneg", "bvmul", "bvshl"} {
						arith = arith || strings.Contains(op, a)
					}
					if !arith && kept != 64 {
						// Only arithmetic overflows: an extraction or a
						// concatenation is read modulo 2^n.
						t.Errorf("%d of 64 instances kept without arithmetic", kept)
					}
					if op != "(bvadd x y)" {
						return
					}
					want := 0 // pairs whose integer sum is in range
					for x := range 8 {
						for y := range 8 {
							sx, sy := x, y
							if repr == preprocess.ReprSigned {
								sx, sy = (x+4)%8-4, (y+4)%8-4
							}
							lo := map[bool]int{true: -4, false: 0}[repr == preprocess.ReprSigned]
							if sx+sy >= lo && sx+sy < lo+8 {
								want++
							}
						}
					}
					if kept != want {
						t.Errorf("bvadd keeps %d of 64 instances, want %d", kept, want)
					}
				})
			}
		}
	}
}

// checkWrap checks the instances of src's one clause translated by p (see
// TestBV2IntWrap) and returns how many of the 64 the clause itself keeps.
func checkWrap(t *testing.T, src string, p preprocess.BV2Int) int {
	in, out, f := translateOne(t, src, p)
	c := out.Clauses[0]
	var query *chc.Clause
	switch {
	case len(out.Clauses) == 2 && p.Wrap == preprocess.WrapError && out.Clauses[1].Head == nil:
		query = out.Clauses[1]
	case len(out.Clauses) != 1:
		t.Fatalf("%d clauses: %v", len(out.Clauses), out.Clauses)
	}
	ctx := context.Background()
	solvers := map[*chc.Clause]smt.Solver{}
	for _, d := range out.Clauses {
		solver, err := z3.NewSolver(f)
		if err != nil {
			t.Fatal(err)
		}
		defer solver.Close()
		if err := solver.Assert(d.Constraint); err != nil {
			t.Fatal(err)
		}
		solvers[d] = solver
	}
	check := func(d *chc.Clause, assumptions ...*chc.Term) smt.Result {
		t.Helper()
		r, err := solvers[d].Check(ctx, assumptions...)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	kept := 0
	eachInstance(t, f, in, c, p, func(vx, vy int, fix, r, want *chc.Term) {
		if got := check(c, fix, f.Not(f.Eq(r, want))); got != smt.Unsat {
			t.Fatalf("x=%d y=%d: the clause admits a result other than %s (%s)\n%s", vx, vy, want, got, c)
		}
		inClause := check(c, fix) == smt.Sat
		if inClause {
			kept++
		}
		if query == nil {
			return
		}
		if got := check(query, fix, f.Not(f.Eq(r, want))); got != smt.Unsat {
			t.Fatalf("x=%d y=%d: the overflow query admits a result other than %s (%s)\n%s", vx, vy, want, got, query)
		}
		if !inClause && check(query, fix) != smt.Sat {
			t.Fatalf("x=%d y=%d: neither the clause nor its overflow query admits the result %s\n%s\n%s", vx, vy, want, c, query)
		}
	})
	if query == nil && p.Wrap == preprocess.WrapError && kept != 64 {
		t.Fatalf("%d of 64 instances kept and no overflow query", kept)
	}
	return kept
}

// TestBV2IntWrapErrorRoundTrips: the hand-written safe systems that never
// overflow are proved over the translation where overflow is an error, and
// the model, mapped back, validates against the bits; the one whose bug
// needs the wrap-around is refuted only through an overflow query, whose
// derivation refuses to map back.
func TestBV2IntWrapErrorRoundTrips(t *testing.T) {
	p := preprocess.Pipeline{Passes: append([]preprocess.Pass{preprocess.BV2Int{Wrap: preprocess.WrapError}}, preprocess.Default().Passes...)}
	for _, sys := range bvSystems {
		switch sys.name {
		case "wrap-unsigned-sat", "signed-loop-sat":
			t.Run(sys.name, func(t *testing.T) {
				if got := roundTrip(t, parseString(t, sys.src), p, "pdr", 20*time.Second); got != chc.Sat {
					t.Errorf("%s, want sat", got)
				}
			})
		case "signed-loop-unsat":
			t.Run(sys.name, func(t *testing.T) {
				s := parseString(t, sys.src)
				r, err := p.Run(context.Background(), s)
				if err != nil {
					t.Fatal(err)
				}
				res := solve(t, r.System, "bmc", 20*time.Second)
				if res.Status != chc.Unsat {
					t.Fatalf("%s, want unsat (the overflow is reachable)", res.Status)
				}
				_, err = r.Back.Derivation(context.Background(), res.Derivation, z3.NewSolver)
				if err == nil || !strings.Contains(err.Error(), "overflow") {
					t.Errorf("the refutation through an overflow mapped back (err %v)", err)
				}
			})
		}
	}
}
