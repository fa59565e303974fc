package smtlib2

import (
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestSizeModelRoundTrip: a model over a datatype's size prints with the
// size function's define-fun-rec and reads back to the same
// interpretation; a define-fun-rec that is not horn's size function is
// refused.
func TestSizeModelRoundTrip(t *testing.T) {
	s, err := Parse("len.smt2", []byte(`(set-logic HORN)
(declare-datatypes ((Lst 0)) (((nil) (cons (hd Int) (tl Lst)))))
(declare-fun len (Lst Int) Bool)
(assert (forall ((n Int)) (=> (= n 0) (len nil n))))
(assert (forall ((l Lst) (x Int) (n Int)) (=> (len l n) (len (cons x l) (+ n 1)))))
(assert (forall ((l Lst) (n Int)) (=> (and (len l n) (< n 0)) false)))
`))
	if err != nil {
		t.Fatal(err)
	}
	f := s.Terms
	l, n := f.Var("l", f.Datatypes()[0].Sort()), f.Var("n", chc.IntSort)
	sz, err := f.DatatypeSize(l)
	if err != nil {
		t.Fatal(err)
	}
	m := chc.Model{s.Pred("len"): {Params: []*chc.Term{l, n}, Body: f.Eq(n, sz)}}
	var b strings.Builder
	if err := WriteModel(&b, s, m); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	if !strings.HasPrefix(out, "(define-fun-rec horn_size_Lst ") {
		t.Fatalf("no size function first:\n%s", out)
	}
	back, err := ParseModel("model", []byte(out), s)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	in := back[s.Pred("len")]
	got := f.Subst(in.Body, map[*chc.Term]*chc.Term{in.Params[0]: l, in.Params[1]: n})
	if f.Simplify(got) != f.Simplify(m[s.Pred("len")].Body) {
		t.Errorf("read back %s, want %s", got, m[s.Pred("len")].Body)
	}
	bad := strings.Replace(out, "(+ 1 (abs", "(+ 2 (abs", 1)
	if bad == out {
		t.Fatalf("no size step to tamper with in\n%s", out)
	}
	if _, err := ParseModel("bad", []byte(bad), s); err == nil || !strings.Contains(err.Error(), "not horn's size function") {
		t.Errorf("a changed size function was read: %v", err)
	}
}
