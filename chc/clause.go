package chc

import (
	"fmt"
	"strings"
)

// Pos is a source position. The zero Pos means "unknown".
type Pos struct {
	File      string
	Line, Col int // 1-based; 0 when unknown
}

// String returns "file:line:col", leaving out what is unknown.
func (p Pos) String() string {
	switch {
	case p.Line == 0 && p.File == "":
		return "-"
	case p.Line == 0:
		return p.File
	}
	f := p.File
	if f == "" {
		f = "-"
	}
	return fmt.Sprintf("%s:%d:%d", f, p.Line, p.Col)
}

// Pred is an uninterpreted predicate symbol. Predicates are compared by pointer;
// a System holds each of its predicates once.
type Pred struct {
	Name   string
	Params []Sort
}

// Arity returns the number of parameters.
func (p *Pred) Arity() int { return len(p.Params) }

// String returns the predicate's name.
func (p *Pred) String() string { return p.Name }

// Atom is a predicate applied to arguments.
type Atom struct {
	Pred *Pred
	Args []*Term
}

// String returns the atom in SMT-LIB syntax.
func (a Atom) String() string {
	if len(a.Args) == 0 {
		return QuoteSymbol(a.Pred.Name)
	}
	var b strings.Builder
	b.WriteByte('(')
	b.WriteString(QuoteSymbol(a.Pred.Name))
	for _, t := range a.Args {
		b.WriteByte(' ')
		WriteTerm(&b, t)
	}
	b.WriteByte(')')
	return b.String()
}

// Clause is body ∧ constraint → head, universally quantified over its free
// variables. A nil Head is a query (head false). Clauses read from files are
// normalised so that head arguments are pairwise distinct variables.
type Clause struct {
	Body       []Atom
	Constraint *Term // Bool; true when there is none
	Head       *Atom // nil for a query
	Pos        Pos   // where the clause was written, if it came from a file
}

// IsQuery reports whether the head is false.
func (c *Clause) IsQuery() bool { return c.Head == nil }

// IsFact reports whether the body has no predicate atoms.
func (c *Clause) IsFact() bool { return len(c.Body) == 0 }

// IsLinear reports whether the body has at most one predicate atom.
func (c *Clause) IsLinear() bool { return len(c.Body) <= 1 }

// Vars returns the clause's variables, ordered by term ID.
func (c *Clause) Vars() []*Term {
	ts := []*Term{c.Constraint}
	for _, a := range c.Body {
		ts = append(ts, a.Args...)
	}
	if c.Head != nil {
		ts = append(ts, c.Head.Args...)
	}
	return FreeVars(ts...)
}

// String returns the clause in a readable one-line form.
func (c *Clause) String() string {
	var parts []string
	for _, a := range c.Body {
		parts = append(parts, a.String())
	}
	if !c.Constraint.IsTrue() || len(parts) == 0 {
		parts = append(parts, c.Constraint.String())
	}
	head := "false"
	if c.Head != nil {
		head = c.Head.String()
	}
	return strings.Join(parts, " ∧ ") + " → " + head
}

// System is a set of constrained Horn clauses over predicates. Its terms all
// come from Terms.
type System struct {
	Terms   *Factory
	Preds   []*Pred   // in declaration order
	Clauses []*Clause // in file order
	Name    string    // where the system came from (a file name), for messages
}

// NewSystem returns an empty system with a fresh term factory.
func NewSystem(name string) *System {
	return &System{Terms: NewFactory(), Name: name}
}

// Pred returns the predicate with the given name, or nil.
func (s *System) Pred(name string) *Pred {
	for _, p := range s.Preds {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// Queries returns the clauses whose head is false.
func (s *System) Queries() []*Clause {
	var out []*Clause
	for _, c := range s.Clauses {
		if c.IsQuery() {
			out = append(out, c)
		}
	}
	return out
}

// ClauseIndex returns the index of c in s.Clauses, or -1.
func (s *System) ClauseIndex(c *Clause) int {
	for i, d := range s.Clauses {
		if d == c {
			return i
		}
	}
	return -1
}

// Describe names clause c for messages: "clause 3 (file:line:col)".
func (s *System) Describe(c *Clause) string {
	i := s.ClauseIndex(c)
	if c.Pos.Line != 0 {
		return fmt.Sprintf("clause %d (%s)", i, c.Pos)
	}
	return fmt.Sprintf("clause %d", i)
}

// Check verifies that the system is well formed: predicates are declared,
// atoms have the predicates' arity and sorts, constraints are Bool, and every
// term comes from s.Terms' sorts. It returns the first problem found.
func (s *System) Check() error {
	declared := make(map[*Pred]bool, len(s.Preds))
	for _, p := range s.Preds {
		declared[p] = true
	}
	atom := func(c *Clause, a Atom) error {
		if !declared[a.Pred] {
			return fmt.Errorf("%s: predicate %s is not declared in the system", s.Describe(c), a.Pred.Name)
		}
		if len(a.Args) != len(a.Pred.Params) {
			return fmt.Errorf("%s: %s takes %d arguments, got %d", s.Describe(c), a.Pred.Name, len(a.Pred.Params), len(a.Args))
		}
		for i, t := range a.Args {
			if t.sort != a.Pred.Params[i] {
				return fmt.Errorf("%s: argument %d of %s has sort %s, want %s", s.Describe(c), i+1, a.Pred.Name, t.sort, a.Pred.Params[i])
			}
		}
		return nil
	}
	for _, c := range s.Clauses {
		if c.Constraint == nil || c.Constraint.sort != BoolSort {
			return fmt.Errorf("%s: constraint is missing or not Bool", s.Describe(c))
		}
		for _, a := range c.Body {
			if err := atom(c, a); err != nil {
				return err
			}
		}
		if c.Head != nil {
			if err := atom(c, *c.Head); err != nil {
				return err
			}
		}
	}
	return nil
}
