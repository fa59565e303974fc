package chc

import (
	"math/big"
	"testing"
)

// TestDatatypeSize: size counts the constructors along a datatype's own
// fields (a tree's inner nodes, not its leaves nor its integers); the
// size function's definition (SizeDefinition) evaluates to the same
// number on each value, and simplification unfolds size at a
// constructor term.
func TestDatatypeSize(t *testing.T) {
	f := NewFactory()
	dts, err := f.DeclareDatatypes([]DatatypeDecl{{Name: "Tree", Ctors: []CtorDecl{
		{Name: "leaf"},
		{Name: "node", Fields: []FieldDecl{{"left", DatatypeSort("Tree")}, {"val", IntSort}, {"right", DatatypeSort("Tree")}}},
	}}})
	if err != nil {
		t.Fatal(err)
	}
	tree := dts[0]
	leaf, node := tree.Ctors[0], tree.Ctors[1]
	if !tree.Recursive() || SizeWeight(leaf) != 0 || SizeWeight(node) != 1 {
		t.Fatalf("weights: leaf %d node %d recursive %v", SizeWeight(leaf), SizeWeight(node), tree.Recursive())
	}
	lv, _ := DatatypeValue(leaf, nil)
	mk := func(l, r Value) Value {
		v, err := DatatypeValue(node, []Value{l, NumValue(big.NewRat(7, 1), IntSort), r})
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	x := f.Var("x", tree.Sort())
	sz, err := f.DatatypeSize(x)
	if err != nil {
		t.Fatal(err)
	}
	def, err := f.SizeDefinition(tree, x)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		v    Value
		want int64
	}{{lv, 0}, {mk(lv, lv), 1}, {mk(mk(lv, lv), lv), 2}, {mk(mk(lv, lv), mk(lv, mk(lv, lv))), 4}} {
		for _, term := range []*Term{sz, def} {
			got, err := Eval(term, Env{x: tc.v})
			if err != nil {
				t.Fatal(err)
			}
			if got.num.Cmp(big.NewRat(tc.want, 1)) != 0 {
				t.Errorf("%s at %s = %s, want %d", term, tc.v, got, tc.want)
			}
		}
	}
	// (size (node y 3 leaf)) simplifies to 1 + (size y).
	y := f.Var("y", tree.Sort())
	lt, _ := f.Construct(leaf)
	n, _ := f.Construct(node, y, f.Int(3), lt)
	sn, _ := f.DatatypeSize(n)
	sy, _ := f.DatatypeSize(y)
	if got, want := f.Simplify(sn), f.Simplify(f.MustApp(OpAdd, f.Int(1), sy)); got != want {
		t.Errorf("simplified %s to %s, want %s", sn, got, want)
	}
	if _, err := f.DatatypeSize(f.Int(1)); err == nil {
		t.Error("size of an integer was accepted")
	}
}
