package chc

import "sort"

// Info summarises a system: sizes, shape and theories.
type Info struct {
	Preds, Clauses, Facts, Queries int
	MaxArity                       int
	MaxBody                        int  // most predicate atoms in one body
	Linear                         bool // every clause has at most one body atom
	TransitionSystem               bool // one predicate, and only init, step and query clauses
	Theories                       []string
	Vars                           int // variables summed over clauses
	TermSize                       int // distinct subterms summed over constraints
}

// Theory names reported by Classify. Bool means Bool-sorted predicate
// parameters or variables (every constraint is a Bool formula, so the
// connectives alone do not count); the others mean a parameter or a subterm,
// in a constraint or an atom argument, of that sort or kind of operation.
const (
	TheoryBool      = "Bool"
	TheoryLIA       = "LIA"
	TheoryLRA       = "LRA"
	TheoryNonLinear = "NonLinear"
	TheoryArrays    = "Arrays"
	TheoryBV        = "BV"
	TheoryADT       = "ADT" // algebraic datatypes, also as array elements
)

// Classify computes s's Info.
func Classify(s *System) Info {
	in := Info{Preds: len(s.Preds), Clauses: len(s.Clauses), Linear: true}
	th := make(theories)
	for _, p := range s.Preds {
		in.MaxArity = max(in.MaxArity, p.Arity())
		for _, so := range p.Params {
			th.note(so)
		}
	}
	for _, c := range s.Clauses {
		if c.IsFact() {
			in.Facts++
		}
		if c.IsQuery() {
			in.Queries++
		}
		in.MaxBody = max(in.MaxBody, len(c.Body))
		in.Linear = in.Linear && c.IsLinear()
		in.Vars += len(c.Vars())
		in.TermSize += Size(c.Constraint)
		th.walk(c)
	}
	in.TransitionSystem = isTransitionSystem(s)
	for k := range th {
		in.Theories = append(in.Theories, k)
	}
	sort.Strings(in.Theories)
	return in
}

// theories is the set of theory names seen so far.
type theories map[string]bool

func (th theories) note(so Sort) {
	switch so.Kind() {
	case KindBool:
		th[TheoryBool] = true
	case KindInt:
		th[TheoryLIA] = true
	case KindReal:
		th[TheoryLRA] = true
	case KindArray:
		th[TheoryArrays] = true
		if hasDatatype(so) {
			th[TheoryADT] = true
		}
	case KindDatatype:
		th[TheoryADT] = true
	case KindBitVec:
		th[TheoryBV] = true
	}
}

// walk notes the theories of c's constraint and atom arguments.
func (th theories) walk(c *Clause) {
	ts := []*Term{c.Constraint}
	for _, a := range c.Body {
		ts = append(ts, a.Args...)
	}
	if c.Head != nil {
		ts = append(ts, c.Head.Args...)
	}
	for _, t := range ts {
		Walk(t, func(u *Term) bool {
			if u.sort != BoolSort || u.op == OpVar {
				th.note(u.sort)
			}
			if IsNonLinear(u) {
				th[TheoryNonLinear] = true
			}
			return true
		})
	}
}

// IsNonLinear reports whether t's root is a non-linear arithmetic operation: a
// product of two or more non-numerals, or div, mod or / by a non-numeral.
func IsNonLinear(t *Term) bool {
	switch t.op {
	case OpMul:
		n := 0
		for _, a := range t.args {
			if a.op != OpNum {
				n++
			}
		}
		return n > 1
	case OpDiv, OpMod, OpRealDiv:
		for _, a := range t.args[1:] {
			if a.op != OpNum {
				return true
			}
		}
	}
	return false
}

func isTransitionSystem(s *System) bool {
	if len(s.Preds) != 1 {
		return false
	}
	var init, step, query bool
	for _, c := range s.Clauses {
		if !c.IsLinear() {
			return false
		}
		switch {
		case c.IsQuery():
			query = true
		case c.IsFact():
			init = true
		default:
			step = true
		}
	}
	return init && step && query
}

// Graph is the predicate dependency graph: an edge p → q when p occurs in the
// body of a clause whose head is q.
type Graph struct {
	Succ, Pred map[*Pred][]*Pred
	order      map[*Pred]int
	scc        map[*Pred]int // component index; components in reverse topological order
	selfLoop   map[*Pred]bool
}

// DependencyGraph returns s's predicate dependency graph.
func DependencyGraph(s *System) *Graph {
	g := &Graph{Succ: map[*Pred][]*Pred{}, Pred: map[*Pred][]*Pred{}, order: map[*Pred]int{}, selfLoop: map[*Pred]bool{}}
	for i, p := range s.Preds {
		g.order[p] = i
	}
	seen := make(map[[2]*Pred]bool)
	for _, c := range s.Clauses {
		if c.Head == nil {
			continue
		}
		h := c.Head.Pred
		for _, a := range c.Body {
			if a.Pred == h {
				g.selfLoop[h] = true
			}
			if e := [2]*Pred{a.Pred, h}; !seen[e] {
				seen[e] = true
				g.Succ[a.Pred] = append(g.Succ[a.Pred], h)
				g.Pred[h] = append(g.Pred[h], a.Pred)
			}
		}
	}
	g.scc = tarjan(s.Preds, g.Succ)
	return g
}

// Component returns the index of p's strongly connected component. Components
// are numbered in reverse topological order: heads before the bodies that feed them.
func (g *Graph) Component(p *Pred) int { return g.scc[p] }

// Recursive reports whether p depends on itself.
func (g *Graph) Recursive(p *Pred) bool {
	if g.selfLoop[p] {
		return true
	}
	for _, q := range g.Succ[p] {
		if q != p && g.scc[q] == g.scc[p] {
			return true
		}
	}
	return false
}

func tarjan(nodes []*Pred, succ map[*Pred][]*Pred) map[*Pred]int {
	index := make(map[*Pred]int)
	low := make(map[*Pred]int)
	on := make(map[*Pred]bool)
	comp := make(map[*Pred]int)
	var stack []*Pred
	next, ncomp := 0, 0
	var visit func(v *Pred)
	visit = func(v *Pred) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		on[v] = true
		for _, w := range succ[v] {
			if _, ok := index[w]; !ok {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if on[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				on[w] = false
				comp[w] = ncomp
				if w == v {
					break
				}
			}
			ncomp++
		}
	}
	for _, v := range nodes {
		if _, ok := index[v]; !ok {
			visit(v)
		}
	}
	return comp
}

// hasDatatype reports whether s is or contains a datatype sort.
func hasDatatype(s Sort) bool {
	switch s.Kind() {
	case KindDatatype:
		return true
	case KindArray:
		return hasDatatype(s.Index()) || hasDatatype(s.Elem())
	}
	return false
}
