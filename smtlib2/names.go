package smtlib2

import (
	"strconv"

	"github.com/horn-chc/horn/chc"
)

// Printed names. A variable keeps its name when that name is unique among the
// variables of its clause (or interpretation) and is not the name of a
// predicate or a built-in symbol; otherwise it is printed as name!k. The
// readers produce systems where no renaming is needed, so printing is
// idempotent; derivations use the same names as the printed clauses.

// varOrder returns the variables of roots in order of first occurrence,
// arguments left to right.
func varOrder(roots []*chc.Term) []*chc.Term { return walkDAG(roots).vars }

// clauseVars returns the variables of c in printing order: c.VarOrder, then
// the others in order of first occurrence.
func clauseVars(c *chc.Clause) []*chc.Term {
	return orderVars(c.VarOrder, varOrder(clauseRoots(c)))
}

// orderVars orders occ, variables in order of first occurrence, by decl first.
func orderVars(decl, occ []*chc.Term) []*chc.Term {
	if len(decl) == 0 {
		return occ
	}
	in := make(map[*chc.Term]bool, len(occ))
	for _, v := range occ {
		in[v] = true
	}
	out := make([]*chc.Term, 0, len(occ))
	for _, v := range decl {
		if in[v] {
			out = append(out, v)
			delete(in, v)
		}
	}
	for _, v := range occ {
		if in[v] {
			out = append(out, v)
		}
	}
	return out
}

// clauseRoots returns the terms of c in printing order: body atom arguments,
// constraint conjuncts, head arguments.
func clauseRoots(c *chc.Clause) []*chc.Term {
	var roots []*chc.Term
	for _, a := range c.Body {
		roots = append(roots, a.Args...)
	}
	roots = append(roots, chc.Conjuncts(c.Constraint)...)
	if c.Head != nil {
		roots = append(roots, c.Head.Args...)
	}
	return roots
}

// nameVars gives each of vars a printed name; reserved names are avoided.
func nameVars(vars []*chc.Term, reserved map[string]bool) map[*chc.Term]string {
	orig := make(map[string]bool, len(vars))
	for _, v := range vars {
		orig[v.Name()] = true
	}
	used := make(map[string]bool, len(vars))
	names := make(map[*chc.Term]string, len(vars))
	for _, v := range vars {
		n := v.Name()
		if n == "" || used[n] || reserved[n] || builtinNames[n] {
			n = freshName(n, func(c string) bool { return orig[c] || used[c] || reserved[c] })
		}
		used[n] = true
		names[v] = n
	}
	return names
}

// freshName returns base!k for the least k ≥ 1 such that taken is false.
func freshName(base string, taken func(string) bool) string {
	if base == "" {
		base = "x"
	}
	for k := 1; ; k++ {
		if n := base + "!" + strconv.Itoa(k); !taken(n) {
			return n
		}
	}
}

// predNames returns the set of predicate names of s, and an error when two
// predicates share a name.
func predNames(s *chc.System) (map[string]bool, error) {
	out := make(map[string]bool, len(s.Preds))
	for _, p := range s.Preds {
		if out[p.Name] {
			return nil, &Error{Msg: "two predicates are named " + chc.QuoteSymbol(p.Name)}
		}
		out[p.Name] = true
	}
	return out, nil
}

// letPrefix returns a prefix for let-bound names, starting from start, such
// that no name in the given sets is the prefix followed by digits.
func letPrefix(start string, vars map[*chc.Term]string, names map[string]bool) string {
	prefix := start
	for {
		clash := false
		for _, n := range vars {
			clash = clash || isLetName(n, prefix)
		}
		for n := range names {
			clash = clash || isLetName(n, prefix)
		}
		if !clash {
			return prefix
		}
		prefix += "!"
	}
}

// isLetName reports whether n is prefix followed by one or more digits.
func isLetName(n, prefix string) bool {
	if len(n) <= len(prefix) || n[:len(prefix)] != prefix {
		return false
	}
	for i := len(prefix); i < len(n); i++ {
		if n[i] < '0' || n[i] > '9' {
			return false
		}
	}
	return true
}
