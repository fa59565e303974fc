package chc

import (
	"strings"
	"testing"
)

// TestReadDerivation: the first selected root, then for each body atom
// the first selected choice, recursively; an atom with no selected choice
// is an error, and a Choices error is passed on.
func TestReadDerivation(t *testing.T) {
	type inst struct {
		name    string
		sel     bool
		choices [][]*inst
	}
	leafA := &inst{name: "a", sel: false}
	leafB := &inst{name: "b", sel: true}
	leafC := &inst{name: "c", sel: true}
	mid := &inst{name: "m", sel: true, choices: [][]*inst{{leafA, leafB}, {leafC}}}
	other := &inst{name: "o", sel: true}
	root0 := &inst{name: "r0", sel: false, choices: [][]*inst{{other}}}
	root1 := &inst{name: "r1", sel: true, choices: [][]*inst{{mid}}}
	names := map[*Clause]string{}
	u := Unrolling[*inst]{
		Selected: func(i *inst) (bool, error) { return i.sel, nil },
		Node: func(i *inst) (*DerivNode, error) {
			c := &Clause{}
			names[c] = i.name
			return &DerivNode{Clause: c}, nil
		},
		Choices: func(i *inst) ([][]*inst, error) { return i.choices, nil },
	}
	d, err := ReadDerivation(u, []*inst{root0, root1})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	var walk func(n *DerivNode, depth int)
	walk = func(n *DerivNode, depth int) {
		got = append(got, strings.Repeat(".", depth)+names[n.Clause])
		for _, c := range n.Children {
			walk(c, depth+1)
		}
	}
	walk(d.Root, 0)
	if want := "r1 .m ..b ..c"; strings.Join(got, " ") != want {
		t.Fatalf("derivation %q, want %q", strings.Join(got, " "), want)
	}
	leafB.sel = false
	if _, err := ReadDerivation(u, []*inst{root0, root1}); err == nil || !strings.Contains(err.Error(), "selects none of 2") {
		t.Fatalf("no selected choice for an atom: error %v", err)
	}
}
