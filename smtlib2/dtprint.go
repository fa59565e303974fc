package smtlib2

import (
	"strconv"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// DatatypeDecls returns the declare-datatypes commands that declare ds (as
// Factory.Datatypes lists them): one per group of plain datatypes, and
// one per parametric declaration that ds has instances of, in the order
// of first appearance, each on one line. It returns "" for no datatypes.
func DatatypeDecls(ds []*chc.Datatype) string {
	var b strings.Builder
	done := map[*chc.Datatype]bool{}
	generics := map[*chc.DatatypeDecl]bool{}
	for _, d := range ds {
		if d.Generic != nil {
			if !generics[d.Generic] {
				generics[d.Generic] = true
				writeGeneric(&b, d.Generic)
			}
			continue
		}
		if done[d] {
			continue
		}
		b.WriteString("(declare-datatypes (")
		for i, g := range d.Group {
			done[g] = true
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString("(" + chc.QuoteSymbol(g.Name) + " 0)")
		}
		b.WriteString(") (")
		for i, g := range d.Group {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteByte('(')
			for k, c := range g.Ctors {
				if k > 0 {
					b.WriteByte(' ')
				}
				writeCtorDecl(&b, c.Name, ctorFields(c))
			}
			b.WriteByte(')')
		}
		b.WriteString("))\n")
	}
	return b.String()
}

func ctorFields(c *chc.Constructor) []chc.FieldDecl {
	out := make([]chc.FieldDecl, len(c.Fields))
	for i, s := range c.Fields {
		out[i] = chc.FieldDecl{Name: s.Name, Sort: s.Sort}
	}
	return out
}

func writeCtorDecl(b *strings.Builder, name string, fields []chc.FieldDecl) {
	b.WriteString("(" + chc.QuoteSymbol(name))
	for _, f := range fields {
		b.WriteString(" (" + chc.QuoteSymbol(f.Name) + " " + f.Sort.String() + ")")
	}
	b.WriteByte(')')
}

// writeGeneric writes a parametric declaration:
// (declare-datatypes ((D n)) ((par (T...) (ctor...)))).
func writeGeneric(b *strings.Builder, d *chc.DatatypeDecl) {
	b.WriteString("(declare-datatypes ((" + chc.QuoteSymbol(d.Name) + " " + strconv.Itoa(len(d.Params)) + ")) ((par (")
	for i, q := range d.Params {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(chc.QuoteSymbol(q))
	}
	b.WriteString(") (")
	for k, c := range d.Ctors {
		if k > 0 {
			b.WriteByte(' ')
		}
		writeCtorDecl(b, c.Name, c.Fields)
	}
	b.WriteString("))))\n")
}

// printedDatatypes returns s's datatypes to declare: every datatype
// declared without parameters, and an instance of a parametric one only
// when a sort of the system (a predicate's parameter, a term of a
// clause) or a field of another printed datatype mentions it. A reader
// makes instances only for the sorts it meets, so an instance that
// nothing printed mentions (its variables simplified away) would be
// declared by one printing and not by the next.
func printedDatatypes(s *chc.System) []*chc.Datatype {
	all := s.Terms.Datatypes()
	seen := map[chc.Sort]bool{}
	var used []string
	add := func(so chc.Sort) {
		if !seen[so] {
			seen[so] = true
			used = append(used, so.String())
		}
	}
	addFields := func(d *chc.Datatype) {
		for _, c := range d.Ctors {
			for _, f := range c.Fields {
				add(f.Sort)
			}
		}
	}
	walk := func(t *chc.Term) { chc.Walk(t, func(u *chc.Term) bool { add(u.Sort()); return true }) }
	for _, p := range s.Preds {
		for _, so := range p.Params {
			add(so)
		}
	}
	for _, c := range s.Clauses {
		walk(c.Constraint)
		atoms := c.Body
		if c.Head != nil {
			atoms = append(atoms[:len(atoms):len(atoms)], *c.Head)
		}
		for _, a := range atoms {
			for _, t := range a.Args {
				walk(t)
			}
		}
	}
	for _, d := range all {
		if d.Generic == nil {
			addFields(d)
		}
	}
	in := map[*chc.Datatype]bool{}
	for changed := true; changed; {
		changed = false
		for _, d := range all {
			if d.Generic == nil || in[d] || !mentioned(used, d.Sort().String()) {
				continue
			}
			in[d], changed = true, true
			addFields(d)
		}
	}
	var out []*chc.Datatype
	for _, d := range all {
		if d.Generic == nil || in[d] {
			out = append(out, d)
		}
	}
	return out
}

// mentioned reports whether one of the sort texts is sort or has it
// inside.
func mentioned(texts []string, sort string) bool {
	for _, t := range texts {
		if strings.Contains(t, sort) {
			return true
		}
	}
	return false
}
