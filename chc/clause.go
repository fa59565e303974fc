package chc

import (
	"fmt"
	"slices"
	"strings"
	"sync/atomic"
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
	// VarOrder optionally lists the clause's variables in the order the input
	// declared them; printers follow it (variables it misses come after it, in
	// order of first occurrence), ignoring variables that do not occur in the
	// clause. Nil when the clause was not read from a file. It does not
	// affect the clause's meaning.
	VarOrder []*Term

	// vars caches Vars: the variables found for the constraint and
	// arguments it lists, which Vars compares with the clause's current
	// ones before using it, so a clause changed after a call is not
	// answered from the cache.
	vars atomic.Pointer[clauseVars]
}

// clauseVars is what Vars found for a constraint and atom arguments.
type clauseVars struct {
	constraint *Term
	args       []*Term
	vars       []*Term
}

// IsQuery reports whether the head is false.
func (c *Clause) IsQuery() bool { return c.Head == nil }

// IsFact reports whether the body has no predicate atoms.
func (c *Clause) IsFact() bool { return len(c.Body) == 0 }

// IsLinear reports whether the body has at most one predicate atom.
func (c *Clause) IsLinear() bool { return len(c.Body) <= 1 }

// HasBitVec reports whether c has a bit-vector predicate argument or
// variable: its checks are over bit-vectors (see witness.CheckModel).
func (c *Clause) HasBitVec() bool {
	atoms := c.Body
	if c.Head != nil {
		atoms = append(atoms[:len(atoms):len(atoms)], *c.Head)
	}
	for _, a := range atoms {
		for _, so := range a.Pred.Params {
			if so.IsBitVec() {
				return true
			}
		}
	}
	for _, x := range FreeVars(c.Constraint) {
		if x.Sort().IsBitVec() {
			return true
		}
	}
	return false
}

// Vars returns the clause's variables, ordered by term ID. The result is
// the caller's to modify. It is computed once for a clause's constraint
// and arguments: the passes and the witness lifting ask for the
// variables of the same wide clauses (hundreds of arguments) again and
// again, and sorting them each time took a tenth of horn's CPU on SLAyer
// files.
func (c *Clause) Vars() []*Term {
	n := 0
	for _, a := range c.Body {
		n += len(a.Args)
	}
	if c.Head != nil {
		n += len(c.Head.Args)
	}
	args := make([]*Term, 0, n)
	for _, a := range c.Body {
		args = append(args, a.Args...)
	}
	if c.Head != nil {
		args = append(args, c.Head.Args...)
	}
	if cv := c.vars.Load(); cv != nil && cv.constraint == c.Constraint && slices.Equal(cv.args, args) {
		return slices.Clone(cv.vars)
	}
	vs := FreeVars(append([]*Term{c.Constraint}, args...)...)
	c.vars.Store(&clauseVars{constraint: c.Constraint, args: args, vars: slices.Clone(vs)})
	return vs
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
// term comes from s.Terms. It returns the first problem found.
func (s *System) Check() error {
	declared := make(map[*Pred]bool, len(s.Preds))
	for _, p := range s.Preds {
		declared[p] = true
	}
	for _, c := range s.Clauses {
		if err := s.checkClause(c, declared); err != nil {
			return fmt.Errorf("%s: %w", s.Describe(c), err)
		}
	}
	return nil
}

func (s *System) checkClause(c *Clause, declared map[*Pred]bool) error {
	if c.Constraint == nil || c.Constraint.sort != BoolSort {
		return fmt.Errorf("constraint is missing or not Bool")
	}
	if err := s.checkTerm(c.Constraint); err != nil {
		return err
	}
	for _, a := range c.Body {
		if err := s.checkAtom(a, declared); err != nil {
			return err
		}
	}
	if c.Head != nil {
		return s.checkAtom(*c.Head, declared)
	}
	return nil
}

func (s *System) checkAtom(a Atom, declared map[*Pred]bool) error {
	if a.Pred == nil {
		return fmt.Errorf("atom without a predicate")
	}
	if !declared[a.Pred] {
		return fmt.Errorf("predicate %s is not declared in the system", a.Pred.Name)
	}
	if len(a.Args) != len(a.Pred.Params) {
		return fmt.Errorf("%s takes %d arguments, got %d", a.Pred.Name, len(a.Pred.Params), len(a.Args))
	}
	for i, t := range a.Args {
		if t == nil {
			return fmt.Errorf("argument %d of %s is missing", i+1, a.Pred.Name)
		}
		if t.sort != a.Pred.Params[i] {
			return fmt.Errorf("argument %d of %s has sort %s, want %s", i+1, a.Pred.Name, t.sort, a.Pred.Params[i])
		}
		if err := s.checkTerm(t); err != nil {
			return err
		}
	}
	return nil
}

// checkTerm reports a subterm of t that s.Terms did not make.
func (s *System) checkTerm(t *Term) error {
	var err error
	Walk(t, func(u *Term) bool {
		if err == nil && !s.Terms.owns(u) {
			err = fmt.Errorf("term %s does not come from the system's factory", u)
		}
		return err == nil
	})
	return err
}

// FreshPrefix returns base followed by as many '!' as needed (none if
// none is) so that no variable name of s starts with it: names an engine
// makes with the prefix cannot capture the system's variables.
func (s *System) FreshPrefix(base string) string {
	prefix := base
	for {
		clash := false
		for _, c := range s.Clauses {
			for _, v := range c.Vars() {
				clash = clash || strings.HasPrefix(v.Name(), prefix)
			}
		}
		if !clash {
			return prefix
		}
		prefix += "!"
	}
}
