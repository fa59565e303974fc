package preprocess

import (
	"context"
	"encoding/binary"
	"fmt"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// liftDerivation turns a derivation of a pass's output into one of its
// input, children first; nodes shared in the output stay shared.
func liftDerivation(ctx context.Context, in *chc.System, d *chc.Derivation, ns smt.NewSolver, lift liftFunc) (*chc.Derivation, error) {
	if d == nil || d.Root == nil {
		return nil, fmt.Errorf("empty derivation")
	}
	l := &lifter{ctx: ctx, lift: lift, memo: make(map[*chc.DerivNode]*chc.DerivNode),
		fill: &filler{ctx: ctx, sys: in, newSolver: ns}, checked: EveryNodeChecked(ctx)}
	defer l.fill.close()
	root, err := l.liftNode(d.Root)
	if err != nil {
		return nil, err
	}
	return &chc.Derivation{Root: root}, nil
}

type lifter struct {
	ctx  context.Context
	lift liftFunc
	memo map[*chc.DerivNode]*chc.DerivNode
	fill *filler
	// checked makes node check every node it builds (see
	// CheckEveryNode); otherwise a node whose values the pass fixed for
	// every variable is taken as it is.
	checked bool
	// made hash-conses the nodes built: one node per clause, children
	// and values (see share).
	made map[*chc.Clause]map[string]*chc.DerivNode
	ids  map[*chc.DerivNode]uint64
	key  []byte
	// hist memoises the inlining pass's histories (see history).
	hist map[*eclause]map[string]*chc.DerivNode
}

// keyOf identifies children kids with the values env gives vars (an
// absent value is a value of its own).
func (l *lifter) keyOf(kids []*chc.DerivNode, vars []*chc.Term, env chc.Env) string {
	key := l.key[:0]
	for _, k := range kids {
		key = binary.AppendUvarint(key, l.id(k))
	}
	key = append(key, '|')
	for _, v := range vars {
		if x, ok := env[v]; ok {
			key = x.AppendKey(key)
		} else {
			key = append(key, '?')
		}
	}
	l.key = key
	return string(key)
}

// id is a number that identifies node n among those this lifter built or
// was given, assigned at the first need.
func (l *lifter) id(n *chc.DerivNode) uint64 {
	if l.ids == nil {
		l.ids = make(map[*chc.DerivNode]uint64)
	}
	if i, ok := l.ids[n]; ok {
		return i
	}
	i := uint64(len(l.ids)) + 1
	l.ids[n] = i
	return i
}

// share returns the node already built for n's clause with n's children
// and values, or n, recorded as that node. Inlining repeats whole
// subderivations: where a clause that the pass removed was used at many
// places with the same values, the lifted derivation would hold a copy of
// its history at each (on a CHC-COMP file, 3,398 nodes of which 102 are
// distinct), and every pass below and the final check would go through
// each copy.
func (l *lifter) share(n *chc.DerivNode) *chc.DerivNode {
	key := l.keyOf(n.Children, l.fill.factsOf(n.Clause).vars, n.Values)
	byKey := l.made[n.Clause]
	if byKey == nil {
		if l.made == nil {
			l.made = make(map[*chc.Clause]map[string]*chc.DerivNode)
		}
		byKey = make(map[string]*chc.DerivNode)
		l.made[n.Clause] = byKey
	}
	if m, ok := byKey[key]; ok {
		return m
	}
	byKey[key] = n
	return n
}

type checkedKey struct{}

// CheckEveryNode returns ctx with a request to the back maps of this
// package: lift derivations checking each node of each pass's input
// (that its constraint holds and its body matches its children), and
// repair it with a solver where it does not.
//
// Without it, a node whose clause gets a value for every variable from
// the pass's own record (the usual case: a clause rewritten one for one,
// or an inlined clause whose variables the resolvent fixes) and whose body
// atoms match its children's heads is taken without evaluating its
// constraint, and only nodes with variables left open are completed and
// checked. That is sound to print only because the caller validates the
// final derivation against the input system; should that validation
// fail, the caller lifts again with this request. On large clause sets
// (thousands of nodes over clauses of hundreds of variables, through a
// dozen passes) the checks of the intermediate derivations cost more
// than everything else horn does.
func CheckEveryNode(ctx context.Context) context.Context {
	return context.WithValue(ctx, checkedKey{}, true)
}

// EveryNodeChecked reports whether ctx carries CheckEveryNode's request.
func EveryNodeChecked(ctx context.Context) bool {
	b, _ := ctx.Value(checkedKey{}).(bool)
	return b
}

func (l *lifter) liftNode(n *chc.DerivNode) (*chc.DerivNode, error) {
	if r, ok := l.memo[n]; ok {
		return r, nil
	}
	if err := l.ctx.Err(); err != nil {
		return nil, err
	}
	kids := make([]*chc.DerivNode, len(n.Children))
	for i, c := range n.Children {
		k, err := l.liftNode(c)
		if err != nil {
			return nil, err
		}
		kids[i] = k
	}
	if len(kids) != len(n.Clause.Body) {
		return nil, fmt.Errorf("derivation node has %d children for %d body atoms", len(kids), len(n.Clause.Body))
	}
	r, err := l.lift(l, n, kids)
	if err != nil {
		return nil, err
	}
	l.memo[n] = r
	return r, nil
}

// node returns the input node for clause c with the values vals (completed
// where they lack a variable) and the given children.
func (l *lifter) node(c *chc.Clause, vals chc.Env, children []*chc.DerivNode) (*chc.DerivNode, error) {
	// One node of the lifted derivation can stand for thousands of input
	// nodes (a chain of inlined clauses): the deadline is looked at for
	// each of them.
	if err := l.ctx.Err(); err != nil {
		return nil, err
	}
	if len(children) != len(c.Body) {
		return nil, fmt.Errorf("%s: %d children for %d body atoms", l.fill.sys.Describe(c), len(children), len(c.Body))
	}
	if l.checked || !l.fill.fixes(c, vals) || !l.fill.matches(c, vals, children) {
		if err := l.fill.complete(c, vals, children); err != nil {
			return nil, err
		}
	}
	return l.share(&chc.DerivNode{Clause: c, Values: vals, Children: children}), nil
}
