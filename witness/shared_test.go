package witness_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/witness"
)

// doublingChain returns the system
//
//	x = 1 → P(x);  P(x) ∧ P(y) ∧ z = x + y → P(z);  P(x) ∧ x > 0 → false
//
// and a derivation of false with n distinct nodes: a leaf deriving P(1), then
// n-2 join nodes each using the previous node twice (P(2), P(4), …), and the
// query at the root. As a tree it has 2^(n-1) nodes; as a DAG, n.
func doublingChain(n int) (*chc.System, *chc.Derivation) {
	s := chc.NewSystem("doubling")
	f := s.Terms
	p := &chc.Pred{Name: "P", Params: []chc.Sort{chc.IntSort}}
	s.Preds = []*chc.Pred{p}
	x, y, z := f.Var("x", chc.IntSort), f.Var("y", chc.IntSort), f.Var("z", chc.IntSort)
	at := func(t *chc.Term) chc.Atom { return chc.Atom{Pred: p, Args: []*chc.Term{t}} }
	head := func(t *chc.Term) *chc.Atom { a := at(t); return &a }
	fact := &chc.Clause{Constraint: f.Eq(x, f.Int(1)), Head: head(x)}
	join := &chc.Clause{Body: []chc.Atom{at(x), at(y)}, Constraint: f.Eq(z, f.Add(x, y)), Head: head(z)}
	query := &chc.Clause{Body: []chc.Atom{at(x)}, Constraint: f.Lt(f.Int(0), x)}
	s.Clauses = []*chc.Clause{fact, join, query}

	v := big.NewInt(1)
	node := &chc.DerivNode{Clause: fact, Values: chc.Env{x: chc.IntValue(v)}}
	for i := 0; i < n-2; i++ {
		w := new(big.Int).Lsh(v, 1)
		node = &chc.DerivNode{Clause: join,
			Values:   chc.Env{x: chc.IntValue(v), y: chc.IntValue(v), z: chc.IntValue(w)},
			Children: []*chc.DerivNode{node, node}}
		v = w
	}
	root := &chc.DerivNode{Clause: query, Values: chc.Env{x: chc.IntValue(v)}, Children: []*chc.DerivNode{node}}
	return s, &chc.Derivation{Root: root}
}

// TestCheckDerivationShared: a derivation whose sub-derivations are shared
// is checked once per distinct node, in time linear in their number — the
// tree it stands for has 2^9999 nodes.
func TestCheckDerivationShared(t *testing.T) {
	const n = 10000
	s, d := doublingChain(n)
	if got := len(d.Nodes()); got != n {
		t.Fatalf("Nodes() has %d nodes, want %d distinct", got, n)
	}
	if got := d.Depth(); got != n {
		t.Fatalf("Depth() = %d, want %d", got, n)
	}
	start := time.Now()
	if err := witness.CheckDerivation(context.Background(), s, d); err != nil {
		t.Fatalf("valid shared derivation rejected: %v", err)
	}
	// Typically a few tens of milliseconds; the bound leaves room for a
	// loaded machine while still ruling out anything super-linear.
	if el := time.Since(start); el > 2*time.Second {
		t.Fatalf("checking %d shared nodes took %v, want well under a second", n, el)
	}
	t.Logf("checked %d distinct nodes in %v", n, time.Since(start))

	// Sharing must not hide a wrong node: break the deepest join.
	deep := d.Nodes()[n-2]
	if len(deep.Children) != 2 {
		t.Fatalf("node %d is not a join", n-2)
	}
	z := deep.Clause.Head.Args[0]
	old := deep.Values[z]
	deep.Values[z] = chc.IntValue(big.NewInt(3))
	if err := witness.CheckDerivation(context.Background(), s, d); err == nil {
		t.Fatal("a wrong value in a shared node was accepted")
	}
	deep.Values[z] = old
}

// TestCheckDerivationCancelled: a done context stops the check with an
// error that says so.
func TestCheckDerivationCancelled(t *testing.T) {
	s, d := doublingChain(100)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := witness.CheckDerivation(ctx, s, d)
	if err == nil || !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "stopped") {
		t.Fatalf("CheckDerivation with a cancelled context: %v, want a stop wrapping context.Canceled", err)
	}
}
