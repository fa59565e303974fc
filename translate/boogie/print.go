package boogie

import (
	"strconv"
	"strings"
)

// String prints the program as canonical Boogie: one declaration after
// another, four-space indentation, one binding per name, parentheses
// wherever precedence does not make them redundant, and no comments.
// Parsing the result gives the same syntax tree up to offsets.
func (prog *Program) String() string {
	var pr printer
	for i, d := range prog.Decls {
		if i > 0 {
			pr.b.WriteByte('\n')
		}
		pr.decl(d)
	}
	return pr.b.String()
}

// ExprString prints an expression as canonical Boogie.
func ExprString(e Expr) string {
	var pr printer
	pr.expr(e)
	return pr.b.String()
}

// TypeString prints a type as written, in canonical form.
func TypeString(t TypeExpr) string {
	var pr printer
	pr.typ(t)
	return pr.b.String()
}

type printer struct {
	b      strings.Builder
	indent int
}

func (pr *printer) printf(parts ...string) {
	for _, s := range parts {
		pr.b.WriteString(s)
	}
}

// line starts a new indented line.
func (pr *printer) line() {
	pr.b.WriteByte('\n')
	pr.b.WriteString(strings.Repeat("    ", pr.indent))
}

func (pr *printer) decl(d Decl) {
	switch d := d.(type) {
	case *TypeDecl:
		pr.typeDecl(d)
	case *VarDecl:
		pr.varDecl(d)
	case *ConstDecl:
		pr.constDecl(d)
	case *FuncDecl:
		pr.funcDecl(d)
	case *AxiomDecl:
		pr.axiom(d)
	case *ProcDecl:
		pr.procDecl(d)
	case *ImplDecl:
		pr.implDecl(d)
	}
	pr.b.WriteByte('\n')
}

func (pr *printer) attrs(list []*Attr) {
	for _, a := range list {
		pr.printf("{:", a.Name)
		for i, x := range a.Args {
			pr.sep(i, ", ")
			if s, ok := x.(*StringLit); ok {
				pr.printf(" "[:1-min(i, 1)], `"`, s.Value, `"`)
				continue
			}
			if i == 0 {
				pr.printf(" ")
			}
			pr.expr(x)
		}
		pr.printf("} ")
	}
}

func (pr *printer) sep(i int, s string) {
	if i > 0 {
		pr.printf(s)
	}
}

func (pr *printer) typeDecl(d *TypeDecl) {
	pr.printf("type ")
	pr.attrs(d.Attrs)
	for i, n := range d.Names {
		pr.sep(i, ", ")
		pr.printf(n.Name)
	}
	if d.Syn != nil {
		pr.printf(" = ")
		pr.typ(d.Syn)
	}
	pr.printf(";")
}

func (pr *printer) varDecl(d *VarDecl) {
	pr.printf("var ")
	pr.attrs(d.Attrs)
	pr.bindings(d.Vars)
	pr.printf(";")
}

func (pr *printer) bindings(list []*Binding) {
	for i, b := range list {
		pr.sep(i, ", ")
		pr.binding(b)
	}
}

func (pr *printer) binding(b *Binding) {
	if b.Name != nil {
		pr.printf(b.Name.Name, ": ")
	}
	pr.typ(b.Type)
}

func (pr *printer) constDecl(d *ConstDecl) {
	pr.printf("const ")
	pr.attrs(d.Attrs)
	if d.Unique {
		pr.printf("unique ")
	}
	pr.bindings(d.Vars)
	if d.Uses == nil {
		pr.printf(";")
		return
	}
	pr.uses(d.Uses)
}

func (pr *printer) funcDecl(d *FuncDecl) {
	pr.printf("function ")
	pr.attrs(d.Attrs)
	pr.printf(d.Name.Name, "(")
	pr.bindings(d.Params)
	pr.printf(") returns (")
	pr.binding(d.Result)
	pr.printf(")")
	switch {
	case d.Body != nil:
		pr.printf(" { ")
		pr.expr(d.Body)
		pr.printf(" }")
	case d.Uses == nil:
		pr.printf(";")
	}
	if d.Uses != nil {
		pr.uses(d.Uses)
	}
}

// uses prints a uses { axiom …; } block.
func (pr *printer) uses(list []*AxiomDecl) {
	pr.printf(" uses {")
	pr.indent++
	for _, a := range list {
		pr.line()
		pr.axiom(a)
	}
	pr.indent--
	pr.line()
	pr.printf("}")
}

func (pr *printer) axiom(d *AxiomDecl) {
	pr.printf("axiom ")
	pr.attrs(d.Attrs)
	pr.expr(d.Expr)
	pr.printf(";")
}

func (pr *printer) signature(name string, ins, outs []*Binding) {
	pr.printf(name, "(")
	pr.bindings(ins)
	pr.printf(")")
	if outs != nil {
		pr.printf(" returns (")
		pr.bindings(outs)
		pr.printf(")")
	}
}

func (pr *printer) procDecl(d *ProcDecl) {
	pr.printf("procedure ")
	pr.attrs(d.Attrs)
	pr.signature(d.Name.Name, d.Ins, d.Outs)
	if d.Body == nil {
		pr.printf(";")
	}
	pr.indent++
	for _, s := range d.Specs {
		pr.line()
		pr.spec(s)
	}
	pr.indent--
	if d.Body != nil {
		pr.line()
		pr.body(d.Body)
	}
}

func (pr *printer) spec(s *Spec) {
	if s.Free {
		pr.printf("free ")
	}
	switch s.Kind {
	case Modifies:
		pr.printf("modifies")
		for i, n := range s.Names {
			pr.printf(" "[:1-min(i, 1)], ","[:min(i, 1)], " "[:min(i, 1)], n.Name)
		}
		pr.printf(";")
		return
	case Requires:
		pr.printf("requires ")
	case Ensures:
		pr.printf("ensures ")
	}
	pr.attrs(s.Attrs)
	pr.expr(s.Expr)
	pr.printf(";")
}

func (pr *printer) implDecl(d *ImplDecl) {
	pr.printf("implementation ")
	pr.attrs(d.Attrs)
	pr.signature(d.Name.Name, d.Ins, d.Outs)
	pr.line()
	pr.body(d.Body)
}

func (pr *printer) body(b *Body) {
	pr.printf("{")
	pr.indent++
	for _, v := range b.Locals {
		pr.line()
		pr.varDecl(v)
	}
	pr.stmts(b.Stmts)
	pr.indent--
	pr.line()
	pr.printf("}")
}

func (pr *printer) typ(t TypeExpr) {
	switch t := t.(type) {
	case *NamedType:
		pr.printf(t.Name)
	case *MapType:
		pr.printf("[")
		for i, d := range t.Dom {
			pr.sep(i, ", ")
			pr.typ(d)
		}
		pr.printf("]")
		pr.typ(t.Rng)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }
