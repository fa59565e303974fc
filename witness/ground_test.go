package witness

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/z3"
)

// reversed copies a reversed into b, then checks a[x] = b[99 - x] for
// every x: a cell of b is a cell of a at 99 - k, so the exit's check
// of a's bounds needs the body's ∀ at 99 - sk, a term only an instance
// at sk names (two levels).
const reversed = `(set-logic HORN)
(declare-fun inv (Int (Array Int Int) (Array Int Int)) Bool)
(declare-fun chk (Int (Array Int Int) (Array Int Int)) Bool)
(assert (forall ((a (Array Int Int)) (b (Array Int Int))) (inv 0 a b)))
(assert (forall ((i Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (inv i a b) (< i 100) (<= 0 (select a (- 99 i)))) (inv (+ i 1) a (store b i (select a (- 99 i)))))))
(assert (forall ((i Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (inv i a b) (>= i 100)) (chk 0 a b))))
(assert (forall ((x Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (chk x a b) (< x 100) (= (select a x) (select b (- 99 x)))) (chk (+ x 1) a b))))
(assert (forall ((x Int) (a (Array Int Int)) (b (Array Int Int)))
  (=> (and (chk x a b) (< x 100) (not (= (select a x) (select b (- 99 x))))) false)))
`

// reversedModel is reversed's model with ranges from lo to hi (the
// inv's upper end is i in the genuine one).
func reversedModel(invLo, invHi, chkLo, chkHi string) string {
	return fmt.Sprintf(`(define-fun inv ((i Int) (a (Array Int Int)) (b (Array Int Int))) Bool
  (and (<= 0 i) (<= i 100)
    (forall ((k Int)) (=> (and (<= %[1]s k) (< k %[2]s)) (= (select b k) (select a (- 99 k)))))
    (forall ((k Int)) (=> (and (<= %[1]s k) (< k %[2]s)) (<= 0 (select b k))))))
(define-fun chk ((x Int) (a (Array Int Int)) (b (Array Int Int))) Bool
  (and (<= 0 x) (<= x 100)
    (forall ((k Int)) (=> (and (<= %[3]s k) (< k %[4]s)) (= (select a k) (select b (- 99 k)))))
    (forall ((k Int)) (=> (and (<= %[3]s k) (< k %[4]s)) (<= 0 (select a k))))))`, invLo, invHi, chkLo, chkHi)
}

// TestGroundCheckDecides: the genuine model of reversed validates at
// once, where Z3 over the quantifiers does not decide the exit clause
// (it ran 30 s without an answer): the ground instances at two levels
// of index terms are unsatisfiable.
func TestGroundCheckDecides(t *testing.T) {
	s, err := smtlib2.Parse("reversed.smt2", []byte(reversed))
	if err != nil {
		t.Fatal(err)
	}
	m, err := smtlib2.ParseModel("m", []byte(reversedModel("0", "i", "0", "100")), s)
	if err != nil {
		t.Fatal(err)
	}
	// Generous for a loaded machine: the check takes milliseconds.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	if err := CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatal(err)
	}
	exit := s.Clauses[2]
	v, err := violationOf(func(b, _, _ *chc.Term) *chc.Term { return b }, m, exit)
	if err != nil {
		t.Fatal(err)
	}
	phi, ok := groundViolation(s.Terms, "w!", v)
	if !ok || chc.HasQuantifier(phi) {
		t.Fatalf("exit clause: ground %v, quantifier left %v", ok, ok && chc.HasQuantifier(phi))
	}
	if r := checkTerm(t, s.Terms, phi); r != smt.Unsat {
		t.Fatalf("exit clause's ground violation: %v, want unsat", r)
	}
}

// fill writes 0 to a[0..n) and queries a cell of the range.
const fill = `(set-logic HORN)
(declare-fun inv (Int Int (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (inv 0 n a)))
(assert (forall ((i Int) (n Int) (a (Array Int Int)))
  (=> (and (inv i n a) (< i n)) (inv (+ i 1) n (store a i 0)))))
(assert (forall ((i Int) (n Int) (a (Array Int Int)) (j Int))
  (=> (and (inv i n a) (>= i n) (<= 0 j) (< j n) (not (= (select a j) 0))) false)))
`

// TestGroundCheckSound: over models of fill with every range end and
// the value moved, and models of reversed with ends moved, a clause
// whose ground violation is unsat is never one that Z3 finds violated
// (with its quantifiers; it decides fill's at once), and a model with a
// clause Z3 finds violated is rejected by CheckModel.
func TestGroundCheckSound(t *testing.T) {
	var models []string
	for _, lo := range []string{"0", "1"} {
		for _, hi := range []string{"i", "(+ i 1)", "n"} {
			for _, val := range []string{"0", "1"} {
				models = append(models, fmt.Sprintf(`(define-fun inv ((i Int) (n Int) (a (Array Int Int))) Bool
  (and (>= i 0) (forall ((k Int)) (=> (and (<= %s k) (< k %s)) (= (select a k) %s)))))`, lo, hi, val))
			}
		}
	}
	decided, violated := soundOver(t, fill, models)
	if decided == 0 || violated == 0 {
		t.Fatalf("%d clauses decided ground, %d violated: the test checks nothing", decided, violated)
	}
	soundOver(t, reversed, []string{reversedModel("0", "(+ i 1)", "0", "100"), reversedModel("0", "i", "(- 1)", "100")})
}

// soundOver checks the models of the system sys (see
// TestGroundCheckSound) and returns the number of clauses decided by
// their ground violation and of those Z3 finds violated.
func soundOver(t *testing.T, sys string, models []string) (decided, violated int) {
	s, err := smtlib2.Parse("sys.smt2", []byte(sys))
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range models {
		m, err := smtlib2.ParseModel("m", []byte(text), s)
		if err != nil {
			t.Fatal(err)
		}
		bad := false
		for _, c := range s.Clauses {
			v, err := violationOf(func(b, _, _ *chc.Term) *chc.Term { return b }, m, c)
			if err != nil {
				t.Fatal(err)
			}
			phi, ok := groundViolation(s.Terms, "w!", v)
			if !ok {
				t.Fatalf("%s, %s: not ground", text, s.Describe(c))
			}
			ground := checkTerm(t, s.Terms, phi)
			if ground == smt.Unsat {
				decided++
			}
			if checkQuantified(t, s.Terms, m, c) == smt.Sat {
				violated++
				bad = true
				if ground == smt.Unsat {
					t.Errorf("%s, %s: ground violation unsat, but Z3 finds the clause violated", text, s.Describe(c))
				}
			}
		}
		if bad {
			ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
			if err := CheckModel(ctx, s, m, z3.NewSolver); err == nil {
				t.Errorf("%s: a violated model validates", text)
			}
			cancel()
		}
	}
	return decided, violated
}

// TestGroundCheckExistential: interpretations with an ∃ (a negated ∀,
// as a removed predicate's image has) in the head are refuted at the
// clause's terms: an index term for a bound index, the clause's
// variables for others; in a body, the ∃ gets Skolem constants.
func TestGroundCheckExistential(t *testing.T) {
	const sys = `(set-logic HORN)
(declare-fun has (Int (Array Int Int)) Bool)
(declare-fun sum (Int) Bool)
(assert (forall ((n Int) (j Int) (a (Array Int Int)))
  (=> (and (<= 0 j) (< j n) (= (select a j) 7)) (has n a))))
(assert (forall ((x Int) (y Int)) (=> (< x y) (sum (+ x y)))))
(assert (forall ((n Int) (a (Array Int Int))) (=> (and (has n a) (<= n 0)) false)))
`
	s, err := smtlib2.Parse("ex.smt2", []byte(sys))
	if err != nil {
		t.Fatal(err)
	}
	const model = `(define-fun has ((n Int) (a (Array Int Int))) Bool
  (not (forall ((k Int)) (not (and (<= 0 k) (< k n) (= (select a k) 7))))))
(define-fun sum ((c Int)) Bool
  (not (forall ((x Int) (y Int)) (not (and (< x y) (= c (+ x y)))))))`
	groundUnsat(t, s, model)
}

// groundUnsat: every clause's violation under the model text is ground
// (no quantifier left) and unsat.
func groundUnsat(t *testing.T, s *chc.System, model string) {
	t.Helper()
	m, err := smtlib2.ParseModel("m", []byte(model), s)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range s.Clauses {
		v, err := violationOf(func(b, _, _ *chc.Term) *chc.Term { return b }, m, c)
		if err != nil {
			t.Fatal(err)
		}
		phi, ok := groundViolation(s.Terms, "w!", v)
		if !ok || chc.HasQuantifier(phi) {
			t.Fatalf("%s: ground %v", s.Describe(c), ok)
		}
		if r := checkTerm(t, s.Terms, phi); r != smt.Unsat {
			t.Errorf("%s: ground violation %v, want unsat: %s", s.Describe(c), r, phi)
		}
	}
}

// TestGroundCheckRefuses: a quantifier under an operator other than
// and, or, not and => (here an equivalence) is not made ground.
func TestGroundCheckRefuses(t *testing.T) {
	const sys = `(set-logic HORN)
(declare-fun p (Int (Array Int Int)) Bool)
(assert (forall ((n Int) (a (Array Int Int))) (=> (<= n 0) (p n a))))
`
	s, err := smtlib2.Parse("r.smt2", []byte(sys))
	if err != nil {
		t.Fatal(err)
	}
	m, err := smtlib2.ParseModel("m", []byte(`(define-fun p ((n Int) (a (Array Int Int))) Bool
  (= (<= n 0) (forall ((k Int)) (=> (and (<= 0 k) (< k n)) (= (select a k) 0)))))`), s)
	if err != nil {
		t.Fatal(err)
	}
	v, err := violationOf(func(b, _, _ *chc.Term) *chc.Term { return b }, m, s.Clauses[0])
	if err != nil {
		t.Fatal(err)
	}
	if phi, ok := groundViolation(s.Terms, "w!", v); ok {
		t.Fatalf("made ground: %s", phi)
	}
	// Z3 decides it with its quantifier.
	if err := CheckModel(context.Background(), s, m, z3.NewSolver); err != nil {
		t.Fatalf("CheckModel: %v", err)
	}
}

// checkTerm is Z3's answer for phi.
func checkTerm(t *testing.T, f *chc.Factory, phi *chc.Term) smt.Result {
	t.Helper()
	sol, err := z3.NewSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	defer sol.Close()
	if err := sol.Assert(phi); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	r, err := sol.Check(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkQuantified is Z3's answer for c's violation in m, quantifiers
// and all, within a few seconds (unknown after).
func checkQuantified(t *testing.T, f *chc.Factory, m chc.Model, c *chc.Clause) smt.Result {
	t.Helper()
	phi, err := m.Violation(f, c)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := z3.NewSolver(f)
	if err != nil {
		t.Fatal(err)
	}
	defer sol.Close()
	if err := sol.Assert(phi); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	r, err := sol.Check(ctx)
	if err != nil && ctx.Err() == nil {
		t.Fatal(err)
	}
	return r
}

// image has a predicate q whose interpretation is the image of the
// clause that defines it once q was removed (an ∃ over that clause's
// variables, as the preprocessor's inlining maps back): it restates
// inv's ∀ over the ∃'s variables, which the head's instance at the
// clause's own variables turns into inv's ∀ itself, under a negation.
const image = `(set-logic HORN)
(declare-fun inv (Int (Array Int Int)) Bool)
(declare-fun q (Int) Bool)
(assert (forall ((x Int) (a (Array Int Int))) (=> (= x 0) (inv x a))))
(assert (forall ((x Int) (a (Array Int Int))) (=> (and (inv x a) (< 0 x)) (q (select a 0)))))
(assert (forall ((c Int)) (=> (and (q c) (< c 0)) false)))
`

// imageModel is image's model whose q states body (over k, x and a)
// in its ∃; inv states 0 <= a[k] for k in [0, x).
func imageModel(body string) string {
	return fmt.Sprintf(`(define-fun inv ((x Int) (a (Array Int Int))) Bool
  (forall ((k Int)) (=> (and (<= 0 k) (< k x)) (<= 0 (select a k)))))
(define-fun q ((c Int)) Bool
  (not (forall ((x Int) (a (Array Int Int)))
    (not (and (< 0 x) (= c (select a 0)) (forall ((k Int)) %s))))))`, body)
}

// TestGroundCheckFact: the head's ∃ (image's q), instantiated at the
// clause's variables, holds under its negation the ∀ that the body
// (inv) asserts: that ∀ is a fact, true, so the instance is ground and
// the violation unsat. Skolem constants in its place were named by no
// instance of the body's ∀, made a round before (the ground violation
// was sat, and Z3 over the quantifiers answered unknown on maxInArray's
// program with its witness's invariants as checks). The fact is
// recognised written otherwise, as the simplifier writes an image
// (comparisons turned, conjuncts reordered); a ∀ that differs from it
// (1 <= a[k]: q's model is wrong) is not replaced, and the violated
// model is rejected.
func TestGroundCheckFact(t *testing.T) {
	s, err := smtlib2.Parse("image.smt2", []byte(image))
	if err != nil {
		t.Fatal(err)
	}
	same := []string{
		imageModel("(=> (and (<= 0 k) (< k x)) (<= 0 (select a k)))"),
		imageModel("(=> (and (> x k) (>= k 0)) (>= (select a k) 0))"),
	}
	for _, text := range same {
		groundUnsat(t, s, text)
	}
	decided, violated := soundOver(t, image, append(same,
		imageModel("(=> (and (<= 0 k) (< k x)) (<= 1 (select a k)))"),
		imageModel("(=> (and (>= k 0) (> x k)) (>= (select a k) 1))"),
		imageModel("(=> (and (<= 0 k) (< k x)) (<= (- 1) (select a k)))")))
	if decided == 0 || violated == 0 {
		t.Fatalf("%d clauses decided ground, %d violated: the test checks nothing", decided, violated)
	}
}
