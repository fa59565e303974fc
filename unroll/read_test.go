package unroll

import (
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestRead: the first selected root, then for each body atom the first
// selected choice, recursively; an instance reached twice is one node;
// an atom with no selected choice is an error.
func TestRead(t *testing.T) {
	type inst struct {
		name    string
		sel     bool
		choices [][]*inst
	}
	leafA := &inst{name: "a", sel: false}
	leafB := &inst{name: "b", sel: true}
	leafC := &inst{name: "c", sel: true}
	mid := &inst{name: "m", sel: true, choices: [][]*inst{{leafA, leafB}, {leafC}, {leafB}}}
	other := &inst{name: "o", sel: true}
	root0 := &inst{name: "r0", sel: false, choices: [][]*inst{{other}}}
	root1 := &inst{name: "r1", sel: true, choices: [][]*inst{{mid}}}
	names := map[*chc.Clause]string{}
	r := Reader[*inst]{
		Selected: func(i *inst) (bool, error) { return i.sel, nil },
		Node: func(i *inst) (*chc.DerivNode, error) {
			c := &chc.Clause{}
			names[c] = i.name
			return &chc.DerivNode{Clause: c}, nil
		},
		Choices: func(i *inst) ([][]*inst, error) { return i.choices, nil },
	}
	d, err := Read(r, []*inst{root0, root1})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	var walk func(n *chc.DerivNode, depth int)
	walk = func(n *chc.DerivNode, depth int) {
		got = append(got, strings.Repeat(".", depth)+names[n.Clause])
		for _, c := range n.Children {
			walk(c, depth+1)
		}
	}
	walk(d.Root, 0)
	if want := "r1 .m ..b ..c ..b"; strings.Join(got, " ") != want {
		t.Fatalf("derivation %q, want %q", strings.Join(got, " "), want)
	}
	if m := d.Root.Children[0]; m.Children[0] != m.Children[2] {
		t.Errorf("the instance read twice gave two nodes")
	}
	leafB.sel = false
	if _, err := Read(r, []*inst{root0, root1}); err == nil || !strings.Contains(err.Error(), "selects none of 2") {
		t.Fatalf("no selected choice for an atom: error %v", err)
	}
}
