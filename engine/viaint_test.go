package engine_test

import (
	"context"
	"github.com/horn-chc/horn/strategy"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/bmc"
	"github.com/horn-chc/horn/bvint"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/enginetest"
	"github.com/horn-chc/horn/pdr"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/result"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// bvFixtures returns the bit-vector fixtures with their expected answers.
func bvFixtures(t *testing.T) map[string]chc.Status {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(enginetest.Dir(), "bv-*.smt2"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no bit-vector fixtures: %v", err)
	}
	out := make(map[string]chc.Status)
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[f] = enginetest.Expected(src)
	}
	return out
}

func parseFile(t *testing.T, file string) *chc.System {
	t.Helper()
	s, err := smtlib2.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestViaInt: solving the integer translation of each bit-vector fixture
// gives the expected answer with a witness of the bit-vector system as
// given (the translation's back map applied), which validates against it,
// whether the bits are sliced before the translation (Given) or not.
func TestViaInt(t *testing.T) {
	for _, given := range []bool{false, true} {
		testViaInt(t, given)
	}
}

func testViaInt(t *testing.T, given bool) {
	for file, want := range bvFixtures(t) {
		if filepath.Base(file) == "bv-bounded-safe.smt2" {
			continue // PDR over integers is slow there (see TestSolveBV2Int)
		}
		s := parseFile(t, file)
		var inner engine.Engine = pdr.New(pdr.Options{NewSolver: z3.NewSolver})
		if want == chc.Unsat {
			inner = bmc.New(bmc.Options{NewSolver: z3.NewSolver})
		}
		v := &bvint.ViaInt{Inner: inner, NewSolver: z3.NewSolver, Given: given}
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		r, err := v.Solve(ctx, s)
		if err != nil {
			t.Fatalf("%s (given %v): %v", file, given, err)
		}
		if r.Status != want {
			t.Errorf("%s (given %v): %s (%s), want %s", filepath.Base(file), given, r.Status, r.Reason, want)
		} else if err := witness.CheckAnswer(ctx, s, r, z3.NewSolver); err != nil {
			t.Errorf("%s (given %v): the mapped-back witness fails on the bit-vector system: %v", filepath.Base(file), given, err)
		}
		cancel()
	}
}

// counting is an engine that counts its calls and gives up.
type counting struct{ calls int }

func (c *counting) Name() string { return "counting" }

func (c *counting) Solve(context.Context, *chc.System) (engine.Result, error) {
	c.calls++
	return result.Unknown(result.GaveUp, "counting"), nil
}

// TestViaIntRefuses: a product of two bit-vector variables has no exact
// linear integer reading, so ViaInt gives up at once, naming the reason,
// without running its inner engine.
func TestViaIntRefuses(t *testing.T) {
	const src = `(set-logic HORN)
(declare-fun inv ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (= x #x03) (inv x y))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (inv x y) (inv (bvmul x y) y))))
(assert (forall ((x (_ BitVec 8)) (y (_ BitVec 8))) (=> (and (inv x y) (= x #x00)) false)))
`
	s, err := smtlib2.Parse("mul.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	inner := &counting{}
	v := &bvint.ViaInt{Inner: inner, NewSolver: z3.NewSolver}
	r, err := v.Solve(context.Background(), s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Unknown || result.WhyOf(r.Reason) != result.GaveUp || !strings.Contains(r.Reason, "bv2int") {
		t.Errorf("got %s (%s), want unknown: gave up, naming bv2int", r.Status, r.Reason)
	}
	if inner.calls != 0 {
		t.Error("the inner engine ran on a system the translation refused")
	}
}

// TestAutoBV: the default engine solves each bit-vector fixture under the
// driver with the bit-vector members (PDR over the bits, PDR over the
// integer translations, BMC over the exact one), and its answer is validated once against
// the system as given.
func TestAutoBV(t *testing.T) {
	for file, want := range bvFixtures(t) {
		s := parseFile(t, file)
		if got := strategy.Classof(s); got != strategy.ClassBV {
			t.Fatalf("%s: class %s, want bv", file, got)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
		r, err := engine.Solve(ctx, s, engine.Options{NewSolver: z3.NewSolver, NoPreprocess: true})
		cancel()
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		if r.Status != want {
			t.Errorf("%s: %s (%s), want %s", filepath.Base(file), r.Status, r.Reason, want)
			continue
		}
		if n := r.Stats.Count("validations"); n != 1 {
			t.Errorf("%s: %d validations, want 1", filepath.Base(file), n)
		}
		d := r.Stats.Durations()
		for _, m := range []string{"pdr", "int-pdr", "nowrap-given-int-pdr", "nowrap-given-int-houdini", "int-bmc"} {
			if _, ok := d[m+" slice time"]; !ok {
				t.Errorf("%s: no member %s in the statistics %v", filepath.Base(file), m, d)
			}
		}
	}
}

// TestViaIntNoWrap: PDR over the translation that assumes no overflow
// (preprocess.WrapAssumed) proves a loop that never overflows in one
// round. On the fixtures whose bug needs the wrap-around, the first
// round's model (safe without overflow) fails on the bits, the clause it
// breaks becomes exact, and a later round refutes them: every answer is
// the expected one, validated against the bits.
func TestViaIntNoWrap(t *testing.T) {
	const loop = `(set-logic HORN)
(declare-fun I ((_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (and (= i #x00) (bvsgt n #x00)) (I i n))))
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8)) (j (_ BitVec 8))) (=> (and (I i n) (bvslt i n) (= j (bvadd i #x01))) (I j n))))
(assert (forall ((i (_ BitVec 8)) (n (_ BitVec 8))) (=> (and (I i n) (bvsgt i n)) false)))`
	s, err := smtlib2.Parse("loop.smt2", []byte(loop))
	if err != nil {
		t.Fatal(err)
	}
	cases := map[string]*chc.System{"loop.smt2": s}
	want := map[string]chc.Status{"loop.smt2": chc.Sat}
	for file, w := range bvFixtures(t) {
		if filepath.Base(file) == "bv-bounded-safe.smt2" {
			continue // PDR over integers is slow there (see TestSolveBV2Int)
		}
		cases[file], want[file] = parseFile(t, file), w
	}
	for file, s := range cases {
		name := filepath.Base(file)
		for _, given := range []bool{false, true} {
			v := &bvint.ViaInt{Inner: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver, Given: given, Wrap: preprocess.WrapAssumed}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			r, err := v.Solve(ctx, s)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			rounds := r.Stats.Count("wrap rounds")
			switch {
			case r.Status != want[file]:
				t.Errorf("%s (given %v): %s (%s), want %s", name, given, r.Status, r.Reason, want[file])
			case strings.HasSuffix(name, "unsafe.smt2") && rounds == 0:
				t.Errorf("%s (given %v): refuted without a refinement, but the bug needs an overflow", name, given)
			case name == "loop.smt2" && rounds != 0:
				t.Errorf("%s (given %v): %d refinements of a loop that never overflows", name, given, rounds)
			default:
				if err := witness.CheckAnswer(ctx, s, r, z3.NewSolver); err != nil {
					t.Errorf("%s (given %v): the witness fails on the bit-vector system: %v", name, given, err)
				}
			}
			cancel()
		}
	}
}

// TestViaIntTransfer: a loop adds 1 to a and 2 to b while i counts up to
// n. Without overflow, PDR proves a + b = 3·i, but over 8 bits b wraps
// once i passes 63, and that reading of the model fails on the bits.
// Read modulo 2^8 the equality holds, and Houdini over the bits, with the
// model's lemmas in that reading as candidates, proves the loop in the
// first round: sat, with no clause made exact, validated on the bits.
// Without the transfer the member refines (one round or more).
func TestViaIntTransfer(t *testing.T) {
	const src = `(set-logic HORN)
(declare-fun L ((_ BitVec 8) (_ BitVec 8) (_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((a (_ BitVec 8)) (b (_ BitVec 8)) (i (_ BitVec 8)) (n (_ BitVec 8)))
  (=> (and (= a #x00) (= b #x00) (= i #x00) (bvsge n #x00)) (L a b i n))))
(assert (forall ((a (_ BitVec 8)) (b (_ BitVec 8)) (i (_ BitVec 8)) (n (_ BitVec 8)))
  (=> (and (L a b i n) (bvslt i n)) (L (bvadd a #x01) (bvadd b #x02) (bvadd i #x01) n))))
(assert (forall ((a (_ BitVec 8)) (b (_ BitVec 8)) (i (_ BitVec 8)) (n (_ BitVec 8)))
  (=> (and (L a b i n) (not (= (bvadd a b) (bvmul #x03 i)))) false)))`
	s, err := smtlib2.Parse("transfer.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, transfer := range []time.Duration{0, 10 * time.Second} {
		v := &bvint.ViaInt{Inner: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver,
			Wrap: preprocess.WrapAssumed, Transfer: transfer}
		limit := 60 * time.Second
		if transfer == 0 {
			// Only the first refinement matters: the exact rounds
			// after it may run long.
			limit = 5 * time.Second
		}
		ctx, cancel := context.WithTimeout(context.Background(), limit)
		r, err := v.Solve(ctx, s)
		if err != nil {
			t.Fatal(err)
		}
		rounds, models := r.Stats.Count("wrap rounds"), r.Stats.Count("wrap transfer models")
		switch {
		case transfer == 0 && rounds == 0:
			t.Errorf("without the transfer: %s (%s) in no refinement: the model without overflow no longer fails on the bits, the test shows nothing", r.Status, r.Reason)
		case transfer == 0:
		case r.Status != chc.Sat:
			t.Errorf("with the transfer: %s (%s), want sat", r.Status, r.Reason)
		case rounds != 0 || models != 1:
			t.Errorf("with the transfer: %d refinements and %d models from Houdini, want none and 1", rounds, models)
		default:
			if err := witness.CheckAnswer(ctx, s, r, z3.NewSolver); err != nil {
				t.Errorf("the transferred model fails on the bits: %v", err)
			}
		}
		cancel()
	}
}

// TestViaIntGuardedTransfer: two loops, one counting i1 up to n and one
// counting i2 down from n to -1, each counting its steps in j1 and j2,
// in lockstep while both run (regression verification's product of two
// versions of a loop, reve-016 over 8 bits). Without overflow PDR proves
// i1 + i2 = n and j1 = j2, which fail on the bits when n = 127: the first
// loop never ends there, and i1 wraps. No lemma holds of the bits as it
// is, nor read modulo 2^8; each guarded by n = 127 does (n is the loops'
// input), and Houdini over the bits proves the system with those in the
// first round: sat, with no clause made exact, validated on the bits.
func TestViaIntGuardedTransfer(t *testing.T) {
	const src = `(set-logic HORN)
(declare-fun L ((_ BitVec 8) (_ BitVec 8) (_ BitVec 8) (_ BitVec 8) (_ BitVec 8)) Bool)
(assert (forall ((n (_ BitVec 8)))
  (L n #x00 #x00 n #x00)))
(assert (forall ((n (_ BitVec 8)) (i1 (_ BitVec 8)) (j1 (_ BitVec 8)) (i2 (_ BitVec 8)) (j2 (_ BitVec 8)))
  (=> (and (L n i1 j1 i2 j2) (bvsle i1 n) (bvsge i2 #x00))
      (L n (bvadd i1 #x01) (bvadd j1 #x01) (bvsub i2 #x01) (bvadd j2 #x01)))))
(assert (forall ((n (_ BitVec 8)) (i1 (_ BitVec 8)) (j1 (_ BitVec 8)) (i2 (_ BitVec 8)) (j2 (_ BitVec 8)))
  (=> (and (L n i1 j1 i2 j2) (bvsle i1 n) (bvslt i2 #x00))
      (L n (bvadd i1 #x01) (bvadd j1 #x01) i2 j2))))
(assert (forall ((n (_ BitVec 8)) (i1 (_ BitVec 8)) (j1 (_ BitVec 8)) (i2 (_ BitVec 8)) (j2 (_ BitVec 8)))
  (=> (and (L n i1 j1 i2 j2) (bvsgt i1 n) (bvsge i2 #x00))
      (L n i1 j1 (bvsub i2 #x01) (bvadd j2 #x01)))))
(assert (forall ((n (_ BitVec 8)) (i1 (_ BitVec 8)) (j1 (_ BitVec 8)) (i2 (_ BitVec 8)) (j2 (_ BitVec 8)))
  (=> (and (L n i1 j1 i2 j2) (bvsgt i1 n) (bvslt i2 #x00) (not (= j1 j2))) false)))`
	s, err := smtlib2.Parse("guarded.smt2", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	v := &bvint.ViaInt{Inner: pdr.New(pdr.Options{NewSolver: z3.NewSolver}), NewSolver: z3.NewSolver,
		Wrap: preprocess.WrapAssumed, Transfer: 20 * time.Second}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	r, err := v.Solve(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	rounds, guarded, models := r.Stats.Count("wrap rounds"), r.Stats.Count("wrap guarded transfers"), r.Stats.Count("wrap transfer models")
	switch {
	case r.Status != chc.Sat:
		t.Fatalf("%s (%s), want sat", r.Status, r.Reason)
	case guarded == 0:
		t.Fatalf("sat without guarded lemmas (%d refinements, %d models from Houdini): the test shows nothing", rounds, models)
	case rounds != 0 || models != 1:
		t.Fatalf("%d refinements and %d models from Houdini, want none and 1", rounds, models)
	}
	if err := witness.CheckAnswer(ctx, s, r, z3.NewSolver); err != nil {
		t.Fatalf("the guarded model fails on the bits: %v", err)
	}
}

// TestSlicedViaIntDemoted: in a sliced portfolio, a no-overflow member
// whose model an overflow breaks is demoted (sched.Seat.Demote) at that
// refinement, and still answers.
func TestSlicedViaIntDemoted(t *testing.T) {
	s := parseFile(t, filepath.Join(enginetest.Dir(), "bv-wrap-unsafe.smt2"))
	p, err := engine.NewSliced(sched.Options{}, z3.NewSolver, engine.SlicedMember{Member: sched.Member{Weight: 4, Preempt: true}, Make: func(m sched.Seat) engine.Engine {
		return &bvint.ViaInt{Inner: pdr.New(pdr.Options{NewSolver: m.NewSolver}), NewSolver: m.NewSolver, Wrap: preprocess.WrapAssumed,
			Clock: m.Clock, Demote: m.Demote}
	}})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	r, err := p.Solve(ctx, s)
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("Solve = %s (%s), %v; want unsat", r.Status, r.Reason, err)
	}
	var rounds int64
	for k, n := range r.Stats.Counts() {
		if strings.HasSuffix(k, "wrap rounds") {
			rounds += n
		}
	}
	if rounds == 0 {
		t.Fatalf("refuted without a refinement: the fixture's bug needs an overflow (stats %v)", r.Stats.Counts())
	}
	if n := r.Stats.Count("demotions"); n < 1 {
		t.Errorf("%d demotions after %d refinements, want at least one", n, rounds)
	}
}
