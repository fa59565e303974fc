package unroll

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Tree unfolds derivation trees of a system from its queries. A Node is
// one atom occurrence with its own arguments and a Boolean Used; a Choice
// is one clause instance deriving a node (or, at the roots, a query), its
// selector implying the clause's constraint, the head equal to the node's
// arguments, and a used child node per body atom. Expanding a node gives
// it one choice per clause with its predicate as head and asserts that
// Used implies some selector. Goal implies some root. The engine decides
// which open (unexpanded) nodes to expand and what to assume of the
// others: assumed unused, a model is a complete derivation.
type Tree[B, A any] struct {
	enc     Encoder[B, A]
	s       *chc.System
	heads   map[*chc.Pred][]int // clause indices by head predicate
	roots   []*Choice[B, A]
	goal    B
	open    []*Node[B, A]
	nodes   int // nodes made
	choices int // choices made
	onNode  func(*Node[B, A]) error
}

// Node is one atom occurrence of a tree unfolding.
type Node[B, A any] struct {
	Pred *chc.Pred
	Args []A
	Used B
	// Parent is the node whose choice made this one; nil below a query.
	Parent *Node[B, A]
	// Depth counts the ancestors (Parent and up) that share Pred.
	Depth int
	// Choices are the ways to derive the node, once it is expanded.
	Choices  []*Choice[B, A]
	expanded bool
}

// Expanded reports whether the node has been expanded.
func (n *Node[B, A]) Expanded() bool { return n.expanded }

// Choice is one clause instance of a tree unfolding.
type Choice[B, A any] struct {
	Copy     *Copy[A]
	Sel      B
	Children []*Node[B, A]
}

// NewTree asserts the query clauses of s in enc, one choice each, and a
// goal implying one of them. onNode, if not nil, is called with each node
// as it is made (before its choice's selector is asserted): a place to
// assert what is known of the node, such as a summary.
func NewTree[B, A any](s *chc.System, enc Encoder[B, A], onNode func(*Node[B, A]) error) (*Tree[B, A], error) {
	t := &Tree[B, A]{enc: enc, s: s, heads: map[*chc.Pred][]int{}, onNode: onNode}
	for i, c := range s.Clauses {
		if c.Head != nil {
			t.heads[c.Head.Pred] = append(t.heads[c.Head.Pred], i)
		}
	}
	var sels []B
	for ci, c := range s.Clauses {
		if c.IsQuery() {
			ch, err := t.instantiate(ci, nil)
			if err != nil {
				return nil, err
			}
			t.roots = append(t.roots, ch)
			sels = append(sels, ch.Sel)
		}
	}
	var err error
	t.goal, err = enc.Some("goal", sels...)
	return t, err
}

// Goal implies that some query is used.
func (t *Tree[B, A]) Goal() B { return t.goal }

// Nodes is the number of nodes made.
func (t *Tree[B, A]) Nodes() int { return t.nodes }

// Choices is the number of clause instances made.
func (t *Tree[B, A]) Choices() int { return t.choices }

// Open returns the open nodes, in the order they were made (a new slice).
func (t *Tree[B, A]) Open() []*Node[B, A] {
	open := t.open[:0]
	for _, n := range t.open {
		if !n.expanded {
			open = append(open, n)
		}
	}
	t.open = open
	return append([]*Node[B, A](nil), open...)
}

// Growth is the number of nodes that expanding n would make (0 once it
// is expanded).
func (t *Tree[B, A]) Growth(n *Node[B, A]) int {
	if n.expanded {
		return 0
	}
	g := 0
	for _, ci := range t.heads[n.Pred] {
		g += len(t.s.Clauses[ci].Body)
	}
	return g
}

// Expand defines n by the clauses with its predicate as head; a node
// already expanded is left as it is.
func (t *Tree[B, A]) Expand(n *Node[B, A]) error {
	if n.expanded {
		return nil
	}
	sels := make([]B, 0, len(t.heads[n.Pred]))
	for _, ci := range t.heads[n.Pred] {
		ch, err := t.instantiate(ci, n)
		if err != nil {
			return err
		}
		n.Choices = append(n.Choices, ch)
		sels = append(sels, ch.Sel)
	}
	n.expanded = true
	return t.enc.Implies(n.Used, t.enc.Or(sels...))
}

// instantiate asserts one use of clause ci deriving parent (nil for a
// query root) and makes an open node per body atom.
func (t *Tree[B, A]) instantiate(ci int, parent *Node[B, A]) (*Choice[B, A], error) {
	c := t.s.Clauses[ci]
	id := t.choices
	t.choices++
	name := fmt.Sprintf("%d#%d", ci, id)
	var head []A
	if parent != nil {
		head = parent.Args
	}
	cp, cond, err := t.enc.Instance(c, "c"+name, head, nil)
	if err != nil {
		return nil, err
	}
	ch := &Choice[B, A]{Copy: cp, Sel: t.enc.Fresh("s" + name)}
	conj := []B{cond}
	for k, a := range c.Body {
		n, eq := t.node(a.Pred, parent, fmt.Sprintf("%s.%d", name, k), cp.Body[k])
		ch.Children = append(ch.Children, n)
		conj = append(conj, n.Used, eq)
		if t.onNode != nil {
			if err := t.onNode(n); err != nil {
				return nil, err
			}
		}
	}
	return ch, t.enc.Implies(ch.Sel, t.enc.And(conj...))
}

// node makes an open node for an atom of p, whose terms are ts, in a
// clause deriving parent.
func (t *Tree[B, A]) node(p *chc.Pred, parent *Node[B, A], name string, ts []A) (*Node[B, A], B) {
	args, eq := t.enc.Node(p, name, ts)
	n := &Node[B, A]{Pred: p, Args: args, Used: t.enc.Fresh("u" + name), Parent: parent}
	for a := parent; a != nil; a = a.Parent {
		if a.Pred == p {
			n.Depth++
		}
	}
	t.nodes++
	t.open = append(t.open, n)
	return n, eq
}

// reader reads the choices the model selects; reaching an open node is
// an error unless open collects it.
func (t *Tree[B, A]) reader(open func(*Node[B, A])) Reader[*Choice[B, A]] {
	return Reader[*Choice[B, A]]{
		Selected: func(ch *Choice[B, A]) (bool, error) { return t.enc.Value(ch.Sel) },
		Node:     func(ch *Choice[B, A]) (*chc.DerivNode, error) { return ch.Copy.DerivNode() },
		Choices: func(ch *Choice[B, A]) ([][]*Choice[B, A], error) {
			out := make([][]*Choice[B, A], 0, len(ch.Children))
			for _, n := range ch.Children {
				if !n.expanded {
					if open == nil {
						return nil, fmt.Errorf("internal error: the derivation reaches an open node")
					}
					open(n)
					continue
				}
				out = append(out, n.Choices)
			}
			return out, nil
		},
	}
}

// Derivation reads the derivation of false the model of the last
// satisfiable check selects: every node on it must be expanded.
func (t *Tree[B, A]) Derivation() (*chc.Derivation, error) {
	return Read(t.reader(nil), t.roots)
}

// Frontier returns the open nodes on the derivation the model selects:
// from the first selected query down through the first selected choice
// of each expanded node, the nodes where it leaves the expanded part.
func (t *Tree[B, A]) Frontier() ([]*Node[B, A], error) {
	var out []*Node[B, A]
	r := t.reader(func(n *Node[B, A]) { out = append(out, n) })
	r.Node = func(ch *Choice[B, A]) (*chc.DerivNode, error) { return &chc.DerivNode{Clause: ch.Copy.Clause}, nil }
	if _, err := Read(r, t.roots); err != nil {
		return nil, err
	}
	return out, nil
}
