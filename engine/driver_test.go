package engine_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/sched"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestSolveValidatesOnce: whatever the engine — one engine, the time-sliced
// default, the parallel portfolio — the driver validates a definite answer
// exactly once, against the system as given. The depth bound stops the
// engines that cannot decide a file (kind on counter.smt2, whose property
// is not k-inductive for any k) long before the timeout.
func TestSolveValidatesOnce(t *testing.T) {
	for _, file := range []string{"counter.smt2", "unsafe.smt2"} {
		s := readExample(t, file)
		for _, name := range engine.Names() {
			eng, err := engine.New(name, engine.Config{NewSolver: z3.NewSolver, MaxDepth: 50})
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			r, err := engine.Solve(ctx, s, engine.Options{Engine: eng, NewSolver: z3.NewSolver})
			cancel()
			if err != nil {
				t.Fatalf("%s on %s: %v", name, file, err)
			}
			want := int64(0)
			if r.Status != chc.Unknown {
				want = 1
			}
			if got := r.Stats.Count("validations"); got != want {
				t.Errorf("%s on %s: %s with %d validations, want %d", name, file, r.Status, got, want)
			}
		}
	}
}

// TestSolveDefaultEngine: the zero Options with a solver use the default
// engine and answer both examples.
func TestSolveDefaultEngine(t *testing.T) {
	for file, want := range map[string]chc.Status{"counter.smt2": chc.Sat, "unsafe.smt2": chc.Unsat} {
		r, err := engine.Solve(context.Background(), readExample(t, file), engine.Options{NewSolver: z3.NewSolver})
		if err != nil || r.Status != want {
			t.Fatalf("%s: %s (%s), %v; want %s", file, r.Status, r.Reason, err, want)
		}
		if r.Stats.Count("winner pdr")+r.Stats.Count("winner bmc")+r.Stats.Count("winner kind")+r.Stats.Count("winner sim") != 1 {
			t.Errorf("%s: no winner recorded: the default engine is not the sliced portfolio", file)
		}
	}
}

// TestSolveRaceSkipsInvalidAnswer: under the driver, a portfolio member
// whose answer fails validation against the input does not win; the
// other member's answer, validated too, does.
func TestSolveRaceSkipsInvalidAnswer(t *testing.T) {
	s := readExample(t, "unsafe.smt2")
	good := realUnsat(t, s)
	liar := &fake{name: "liar", result: engine.Result{Status: chc.Sat, Model: bogusModel(s)}}
	slow := &fake{name: "slow", delay: 50 * time.Millisecond, result: good}
	p := &engine.Portfolio{Members: []engine.Engine{liar, slow}}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	r, err := engine.Solve(context.Background(), s, engine.Options{Engine: p, NewSolver: z3.NewSolver, NoPreprocess: true, Logger: quiet})
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), %v; want unsat", r.Status, r.Reason, err)
	}
	if r.Stats.Count("winner slow") != 1 || r.Stats.Count("validations") != 2 {
		t.Fatalf("winner slow %d, validations %d; want 1 and 2 (the liar's and the winner's)",
			r.Stats.Count("winner slow"), r.Stats.Count("validations"))
	}
}

// TestSolveStoppedPhase: a ctx that is done names the phase it stopped
// (here solving: the engine ends the run once it has started, however
// long preprocessing took on a loaded machine).
func TestSolveStoppedPhase(t *testing.T) {
	s := readExample(t, "counter.smt2")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	blocker := &fake{name: "blocker", block: true, onStart: cancel}
	r, err := engine.Solve(ctx, s, engine.Options{Engine: blocker, NewSolver: z3.NewSolver})
	if err != nil || r.Status != chc.Unknown || r.Phase != "solving" {
		t.Fatalf("got %s, phase %q (%s), %v; want unknown while solving", r.Status, r.Phase, r.Reason, err)
	}
}

// TestSolveReadableModel: the model Solve reports names its parameters as
// the clauses do, is simplified (simplifying again changes nothing), and
// is the model that was validated: it checks against the input.
func TestSolveReadableModel(t *testing.T) {
	s := readExample(t, "counter.smt2")
	eng, err := engine.New("pdr", engine.Config{NewSolver: z3.NewSolver})
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Solve(context.Background(), s, engine.Options{NewSolver: z3.NewSolver, Engine: eng})
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want sat", r.Status, r.Reason, err)
	}
	in := r.Model[s.Pred("inv")]
	if len(in.Params) != 1 || in.Params[0].Name() != "x" {
		t.Errorf("parameters %v, want [x]", in.Params)
	}
	// The printed body is simplified up to the order of its conjuncts,
	// which witness.Minimize sets (those the query needs first).
	if again := s.Terms.Simplify(in.Body); !sameConjuncts(again, in.Body) {
		t.Errorf("body %s simplifies further, to %s", in.Body, again)
	}
	if err := witness.CheckModel(context.Background(), s, r.Model, z3.NewSolver); err != nil {
		t.Errorf("the reported model does not check: %v", err)
	}
}

// TestSolveLogger: Options.Logger reaches the default engine's members
// (each record names its engine) and the driver; the portfolio engine
// made with Config.Logger logs its members' answers.
func TestSolveLogger(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: slog.LevelInfo}))
	r, err := engine.Solve(context.Background(), readExample(t, "counter.smt2"), engine.Options{NewSolver: z3.NewSolver, Logger: log})
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("%s (%s), %v", r.Status, r.Reason, err)
	}
	for _, want := range []string{`msg="pdr level" engine=pdr level=0`, `msg="member wins" engine=auto member=`, "msg=preprocessed", "msg=answer status=sat"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("log lacks %q:\n%s", want, buf.String())
		}
	}
	buf.Reset()
	eng, err := engine.New("portfolio", engine.Config{NewSolver: z3.NewSolver, Logger: log})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := engine.Solve(context.Background(), readExample(t, "unsafe.smt2"), engine.Options{Engine: eng, NewSolver: z3.NewSolver}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), "engine=portfolio member=") || strings.Contains(buf.String(), "msg=answer") {
		t.Errorf("the portfolio's log (the driver has no logger) is\n%s", buf.String())
	}
}

// seen is an engine that records the system it was given and answers
// with result, or waits for cancellation when block is set.
type seen struct {
	fake
	got atomic.Pointer[chc.System]
}

func (e *seen) Solve(ctx context.Context, s *chc.System) (engine.Result, error) {
	e.got.Store(s)
	return e.fake.Solve(ctx, s)
}

// TestSolveSourceMember: under the driver, a sliced member marked Source
// solves the system as given, not the preprocessed one, and its answer,
// a derivation of the given system, is accepted as it is (nothing mapped
// back) and validated once; the other member gets the preprocessed system.
func TestSolveSourceMember(t *testing.T) {
	s := readExample(t, "unsafe.smt2")
	good := realUnsat(t, s)
	src := &seen{fake: fake{name: "src", delay: 10 * time.Millisecond, result: good}}
	other := &seen{fake: fake{name: "other", block: true}}
	p, err := engine.NewSliced(sched.Options{}, z3.NewSolver,
		engine.SlicedMember{Member: sched.Member{Weight: 1}, Source: true, Make: func(sched.Seat) engine.Engine { return src }},
		engine.SlicedMember{Member: sched.Member{Weight: 1}, Make: func(sched.Seat) engine.Engine { return other }})
	if err != nil {
		t.Fatal(err)
	}
	pipe := preprocess.Pipeline{Passes: []preprocess.Pass{copyPass{}}}
	r, err := engine.Solve(context.Background(), s, engine.Options{Engine: p, NewSolver: z3.NewSolver, Pipeline: pipe})
	if err != nil || r.Status != chc.Unsat {
		t.Fatalf("got %s (%s), %v; want unsat", r.Status, r.Reason, err)
	}
	if src.got.Load() != s {
		t.Error("the Source member did not get the system as given")
	}
	if g := other.got.Load(); g == nil || g == s {
		t.Errorf("the other member got %p, want the preprocessed system (not %p)", g, s)
	}
	if r.Stats.Count("winner src") != 1 || r.Stats.Count("validations") != 1 {
		t.Errorf("winner src %d, validations %d; want 1 and 1", r.Stats.Count("winner src"), r.Stats.Count("validations"))
	}
}

// copyPass is a pass that returns a shallow copy of its system.
type copyPass struct{}

func (copyPass) Name() string { return "copy" }

func (copyPass) Apply(_ context.Context, s *chc.System) (*chc.System, preprocess.BackMap, error) {
	c := *s
	return &c, preprocess.Identity, nil
}

// TestSolveNoQueryLeft: when preprocessing removes every query (here one
// whose constraint, x = 1 ∧ x = 2, simplifies to false), the driver answers sat with every
// predicate true, mapped back and validated against the system as given,
// without calling the engine.
func TestSolveNoQueryLeft(t *testing.T) {
	s := chc.NewSystem("no-query-left")
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort}}
	s.Preds = []*chc.Pred{p}
	x, y := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort)
	at := func(t *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{t}} }
	h0, h1 := at(x), at(y)
	s.Clauses = []*chc.Clause{
		{Constraint: f.Eq(x, f.Int(0)), Head: &h0},
		{Body: []chc.Atom{at(x)}, Constraint: f.Eq(y, f.Add(x, f.Int(1))), Head: &h1},
		{Body: []chc.Atom{at(x)}, Constraint: f.And(f.Eq(x, f.Int(1)), f.Eq(x, f.Int(2)))},
	}
	eng := &seen{fake: fake{name: "never", block: true}}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	r, err := engine.Solve(ctx, s, engine.Options{Engine: eng, NewSolver: z3.NewSolver})
	if err != nil || r.Status != chc.Sat {
		t.Fatalf("got %s (%s), %v; want sat", r.Status, r.Reason, err)
	}
	if eng.got.Load() != nil {
		t.Error("the engine was called on a system without a query")
	}
	if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
		t.Fatalf("the model does not hold: %v", err)
	}
	if r.Stats.Count("answered by preprocessing") != 1 || r.Stats.Count("validations") != 1 {
		t.Errorf("answered by preprocessing %d, validations %d; want 1 and 1", r.Stats.Count("answered by preprocessing"), r.Stats.Count("validations"))
	}
}

// sameConjuncts reports whether a and b are conjunctions of the same
// terms, in any order.
func sameConjuncts(a, b *chc.Term) bool {
	ids := func(t *chc.Term) []uint32 {
		var out []uint32
		for _, c := range chc.Conjuncts(t) {
			out = append(out, c.ID())
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(ids(a), ids(b))
}

// TestSolveAnswerOnly: with AnswerOnly a model is not minimized for
// printing, but it is still mapped back, simplified and validated
// against the system as given: a model that fails validation is refused
// as before.
func TestSolveAnswerOnly(t *testing.T) {
	s := readExample(t, "counter.smt2")
	for _, answerOnly := range []bool{false, true} {
		r, err := engine.Solve(context.Background(), s, engine.Options{NewSolver: z3.NewSolver, AnswerOnly: answerOnly})
		if err != nil || r.Status != chc.Sat {
			t.Fatalf("AnswerOnly %v: %s (%s), %v; want sat", answerOnly, r.Status, r.Reason, err)
		}
		if got := r.Stats.Count("validations"); got != 1 {
			t.Errorf("AnswerOnly %v: %d validations, want 1", answerOnly, got)
		}
		if err := witness.CheckAnswer(context.Background(), s, r, z3.NewSolver); err != nil {
			t.Errorf("AnswerOnly %v: the model does not validate: %v", answerOnly, err)
		}
		if r.Stats.Duration("model simplification time") <= 0 {
			t.Errorf("AnswerOnly %v: model not simplified", answerOnly)
		}
		if answerOnly && r.Stats.Count("minimize checks") > 0 {
			t.Errorf("AnswerOnly: the model was minimized")
		}
	}
	liar := &fake{name: "liar", result: engine.Result{Status: chc.Sat, Model: bogusModel(s)}}
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	r, err := engine.Solve(context.Background(), s, engine.Options{Engine: liar, NewSolver: z3.NewSolver, NoPreprocess: true, AnswerOnly: true, Logger: quiet})
	if err != nil || r.Status != chc.Unknown || !strings.Contains(r.Reason, "failed validation") {
		t.Fatalf("a bogus model with AnswerOnly: %s (%s), %v; want unknown for failed validation", r.Status, r.Reason, err)
	}
}

// TestSolveValidationWorkBound: an answer whose every validation check
// reaches the work bound (Options.Validation) is unknown with a reason
// that names the bound, never sat; with the default bound the same
// engine's answer is sat.
func TestSolveValidationWorkBound(t *testing.T) {
	s, model, _ := engine.PigeonholeModels(t)
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, work := range []uint64{1000, 0} {
		eng := &fake{name: "fixed", result: engine.Result{Status: chc.Sat, Model: model}}
		r, err := engine.Solve(context.Background(), s, engine.Options{Engine: eng, NewSolver: z3.NewSolver, NoPreprocess: true,
			Logger: quiet, Validation: witness.Limits{Work: work}})
		if err != nil {
			t.Fatal(err)
		}
		if work > 0 && (r.Status != chc.Unknown || !strings.Contains(r.Reason, "could not be validated") || !strings.Contains(r.Reason, "work limit")) {
			t.Errorf("work %d: %s (%s); want unknown naming the work limit", work, r.Status, r.Reason)
		}
		if work == 0 && r.Status != chc.Sat {
			t.Errorf("default bound: %s (%s); want sat", r.Status, r.Reason)
		}
	}
}
