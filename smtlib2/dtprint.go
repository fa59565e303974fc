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
