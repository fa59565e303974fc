package smtlib2

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// DefJSON is one predicate's interpretation in a model, for JSON output:
// the parameters as WriteModel names them and the body as an SMT-LIB2
// term on one line (shared subterms let-bound as WriteModel binds them).
type DefJSON struct {
	Predicate  string      `json:"predicate"`
	Parameters []ParamJSON `json:"parameters"`
	Body       string      `json:"body"`
}

// ParamJSON is a parameter of an interpretation: its name and sort.
type ParamJSON struct {
	Name string `json:"name"`
	Sort string `json:"sort"`
}

// ModelJSON returns m as WriteModel prints it, one DefJSON per predicate
// of s that m interprets, in declaration order.
func ModelJSON(s *chc.System, m chc.Model) ([]DefJSON, error) {
	preds, err := predNames(s)
	if err != nil {
		return nil, err
	}
	out := []DefJSON{}
	for _, p := range s.Preds {
		in, ok := m[p]
		if !ok {
			continue
		}
		if err := checkInterp(p, in); err != nil {
			return nil, err
		}
		var b strings.Builder
		pw := newPrinter(&b, preds)
		pw.names = nameVars(in.Params, preds)
		closing := pw.openLets(walkDAG([]*chc.Term{in.Body}), "")
		pw.term(in.Body)
		pw.str(closing)
		if err := pw.w.Flush(); err != nil {
			return nil, err
		}
		d := DefJSON{Predicate: p.Name, Parameters: []ParamJSON{}, Body: oneLine(b.String())}
		for _, v := range in.Params {
			d.Parameters = append(d.Parameters, ParamJSON{Name: pw.names[v], Sort: v.Sort().String()})
		}
		out = append(out, d)
	}
	return out, nil
}

// lineBreak is a line break and the indentation after it.
var lineBreak = regexp.MustCompile(`\n\s*`)

// oneLine joins the lines of printed let levels.
func oneLine(s string) string {
	return lineBreak.ReplaceAllString(strings.TrimSpace(s), " ")
}

// NodeJSON is one node of a derivation, for JSON output: as
// WriteDerivation numbers and prints it, with the clause's position.
type NodeJSON struct {
	ID       int         `json:"id"`
	Clause   int         `json:"clause"` // index in the system's clauses, from 0
	Pos      chc.Pos     `json:"pos"`
	Head     string      `json:"head"` // the ground head atom, or false
	Values   []ValueJSON `json:"values"`
	Children []int       `json:"children"`
}

// ValueJSON is a clause variable's value in a derivation node.
type ValueJSON struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// DerivationJSON returns d's nodes in WriteDerivation's numbering (pre-order,
// the root, a query, first; a shared node once).
func DerivationJSON(s *chc.System, d *chc.Derivation) ([]NodeJSON, error) {
	if d == nil || d.Root == nil {
		return nil, fmt.Errorf("empty derivation")
	}
	preds, err := predNames(s)
	if err != nil {
		return nil, err
	}
	index := make(map[*chc.Clause]int, len(s.Clauses))
	for i, c := range s.Clauses {
		index[c] = i
	}
	nodes, num := numberNodes(d.Root)
	out := make([]NodeJSON, 0, len(nodes))
	for k, n := range nodes {
		ci, ok := index[n.Clause]
		if !ok {
			return nil, fmt.Errorf("derivation node %d uses a clause that is not in the system", k)
		}
		node, err := nodeJSON(k, ci, n, num, preds)
		if err != nil {
			return nil, fmt.Errorf("derivation node %d: %w", k, err)
		}
		out = append(out, node)
	}
	return out, nil
}

// nodeJSON is node k, an instance of clause ci.
func nodeJSON(k, ci int, n *chc.DerivNode, num map[*chc.DerivNode]int, preds map[string]bool) (NodeJSON, error) {
	head, err := n.HeadValues()
	if err != nil {
		return NodeJSON{}, fmt.Errorf("head: %w", err)
	}
	var b strings.Builder
	pw := newPrinter(&b, preds)
	pw.groundAtom(n.Clause.Head, head)
	if err := pw.w.Flush(); err != nil {
		return NodeJSON{}, err
	}
	node := NodeJSON{ID: k, Clause: ci, Pos: n.Clause.Pos, Head: b.String(), Values: []ValueJSON{}, Children: []int{}}
	vars := clauseVars(n.Clause)
	names := nameVars(vars, preds)
	for _, v := range vars {
		if val, ok := n.Values[v]; ok {
			node.Values = append(node.Values, ValueJSON{Name: names[v], Value: val.String()})
		}
	}
	for _, ch := range n.Children {
		if ch == nil {
			return NodeJSON{}, fmt.Errorf("missing child")
		}
		node.Children = append(node.Children, num[ch])
	}
	return node, nil
}
