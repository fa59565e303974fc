package chc

import (
	"fmt"
	"strings"
)

// Datatype is an algebraic datatype (SMT-LIB 2.6 declare-datatypes): a sort
// whose values are the finite terms built from its constructors. A datatype
// belongs to the Factory it was declared in; its terms, values and sort are
// only meaningful there. An instance of a parametric datatype, such as
// (List Int), is a Datatype of its own whose sort is the instance's text.
// Datatypes are immutable once declared and safe to share.
type Datatype struct {
	// Name is the declared name (unquoted), or for an instance of a
	// parametric datatype the instance's SMT-LIB text.
	Name string
	// Ctors are the constructors in declaration order.
	Ctors []*Constructor
	// Group holds the datatypes declared together with this one (mutually
	// recursive ones), in declaration order, this one included.
	Group []*Datatype
	// Params are the sort parameters of a parametric declaration this
	// datatype instantiates, and Args the sorts they are instantiated
	// with; both empty for a plain datatype.
	Params []string
	Args   []Sort
	// Base is the name of the parametric datatype this one instantiates
	// ("" for a plain datatype).
	Base string
	// Generic is, for an instance of a parametric datatype, the
	// parametric declaration itself: field sorts name the parameters
	// (as DatatypeSort) and instances over them (as InstanceSort). Printers
	// write it instead of the instances. Nil for a plain datatype.
	Generic *DatatypeDecl

	sort Sort
	f    *Factory
}

// Constructor is one constructor of a datatype.
type Constructor struct {
	Name   string
	Type   *Datatype
	Index  int // position among Type.Ctors
	Fields []*Selector
}

// Selector is a field of a constructor: (Name x) is the field's value when
// x was built by Ctor, and an arbitrary but fixed value of Sort otherwise
// (Eval takes the sort's default value).
type Selector struct {
	Name  string
	Sort  Sort
	Ctor  *Constructor
	Index int // position among Ctor.Fields
}

// DatatypeDecl describes a datatype to declare: its name, its constructors,
// and, for an instance of a parametric datatype, its sort (the instance's
// text) and the parameters and arguments it was instantiated with.
type DatatypeDecl struct {
	Name   string
	Ctors  []CtorDecl
	Sort   Sort // zero: the sort named Name
	Base   string
	Params []string
	Args   []Sort
	// Generic is the parametric declaration an instance comes from (see
	// Datatype.Generic).
	Generic *DatatypeDecl
}

// CtorDecl describes a constructor to declare.
type CtorDecl struct {
	Name   string
	Fields []FieldDecl
}

// FieldDecl describes a selector to declare.
type FieldDecl struct {
	Name string
	Sort Sort
}

// DatatypeSort returns the sort of the datatype with the given (unquoted)
// name. The sort is a plain symbol; it has values only once the datatype is
// declared in a Factory.
func DatatypeSort(name string) Sort { return Sort{QuoteSymbol(name)} }

// Sort returns the datatype's sort.
func (d *Datatype) Sort() Sort { return d.sort }

// Factory returns the factory the datatype was declared in.
func (d *Datatype) Factory() *Factory { return d.f }

// Ctor returns the constructor with the given name, or nil.
func (d *Datatype) Ctor(name string) *Constructor {
	for _, c := range d.Ctors {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// Sort returns the sort of the values the constructor builds.
func (c *Constructor) Sort() Sort { return c.Type.sort }

// dtRegistry holds the datatypes declared in a Factory, guarded by the
// factory's mutex.
type dtRegistry struct {
	bySort map[Sort]*Datatype
	order  []*Datatype
}

// DeclareDatatypes declares a group of datatypes that may refer to each
// other (and to datatypes declared before). It checks that names are new
// (a group identical to one declared before returns that group, so reading
// a model that repeats a system's declarations works), that every field's
// sort is known, and that every datatype has a finite value.
func (f *Factory) DeclareDatatypes(decls []DatatypeDecl) ([]*Datatype, error) {
	if len(decls) == 0 {
		return nil, fmt.Errorf("empty datatype declaration")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.dts.bySort == nil {
		f.dts.bySort = map[Sort]*Datatype{}
	}
	group := make([]*Datatype, len(decls))
	for i, d := range decls {
		s := d.Sort
		if !s.IsValid() {
			s = DatatypeSort(d.Name)
		}
		if s.Kind() != KindDatatype {
			return nil, fmt.Errorf("datatype %s: %s cannot name a datatype", d.Name, s)
		}
		group[i] = &Datatype{Name: d.Name, sort: s, f: f, Base: d.Base, Generic: d.Generic,
			Params: append([]string(nil), d.Params...), Args: append([]Sort(nil), d.Args...)}
	}
	if old, ok := f.dts.bySort[group[0].sort]; ok {
		if sameGroup(old.Group, decls) {
			return old.Group, nil
		}
		return nil, fmt.Errorf("datatype %s is already declared", group[0].Name)
	}
	known := func(s Sort) bool {
		for _, g := range group {
			if g.sort == s {
				return true
			}
		}
		_, ok := f.dts.bySort[s]
		return ok
	}
	for i, d := range decls {
		if err := f.fillCtors(group[i], d, known); err != nil {
			return nil, err
		}
		if _, dup := f.dts.bySort[group[i].sort]; dup {
			return nil, fmt.Errorf("datatype %s is already declared", d.Name)
		}
		for _, g := range group[:i] {
			if g.sort == group[i].sort {
				return nil, fmt.Errorf("datatype %s is declared twice", d.Name)
			}
		}
	}
	for _, g := range group {
		g.Group = group
	}
	if err := wellFounded(group, f.dts.bySort); err != nil {
		return nil, err
	}
	for _, g := range group {
		f.dts.bySort[g.sort] = g
		f.dts.order = append(f.dts.order, g)
	}
	return group, nil
}

func (f *Factory) fillCtors(dt *Datatype, d DatatypeDecl, known func(Sort) bool) error {
	if len(d.Ctors) == 0 {
		return fmt.Errorf("datatype %s has no constructors", d.Name)
	}
	names := map[string]bool{}
	for k, cd := range d.Ctors {
		if names[cd.Name] {
			return fmt.Errorf("datatype %s: constructor %s declared twice", d.Name, cd.Name)
		}
		names[cd.Name] = true
		c := &Constructor{Name: cd.Name, Type: dt, Index: k}
		for j, fd := range cd.Fields {
			if err := checkFieldSort(fd.Sort, known); err != nil {
				return fmt.Errorf("datatype %s: selector %s: %w", d.Name, fd.Name, err)
			}
			c.Fields = append(c.Fields, &Selector{Name: fd.Name, Sort: fd.Sort, Ctor: c, Index: j})
		}
		dt.Ctors = append(dt.Ctors, c)
	}
	return nil
}

func checkFieldSort(s Sort, known func(Sort) bool) error {
	switch s.Kind() {
	case KindDatatype:
		if !known(s) {
			return fmt.Errorf("unknown sort %s", s)
		}
	case KindArray:
		if err := checkFieldSort(s.Index(), known); err != nil {
			return err
		}
		return checkFieldSort(s.Elem(), known)
	case KindInvalid:
		return fmt.Errorf("invalid sort")
	}
	return nil
}

func sameGroup(old []*Datatype, decls []DatatypeDecl) bool {
	if len(old) != len(decls) {
		return false
	}
	for i, d := range decls {
		o := old[i]
		if o.Name != d.Name || len(o.Ctors) != len(d.Ctors) {
			return false
		}
		for k, c := range d.Ctors {
			oc := o.Ctors[k]
			if oc.Name != c.Name || len(oc.Fields) != len(c.Fields) {
				return false
			}
			for j, fd := range c.Fields {
				if oc.Fields[j].Name != fd.Name || oc.Fields[j].Sort != fd.Sort {
					return false
				}
			}
		}
	}
	return true
}

// wellFounded checks that every datatype of the group has a finite value:
// some constructor whose datatype fields all have one already.
func wellFounded(group []*Datatype, before map[Sort]*Datatype) error {
	inhabited := map[Sort]bool{}
	for s := range before {
		inhabited[s] = true
	}
	for changed := true; changed; {
		changed = false
		for _, g := range group {
			if inhabited[g.sort] {
				continue
			}
			for _, c := range g.Ctors {
				if fieldsInhabited(c, inhabited) {
					inhabited[g.sort] = true
					changed = true
					break
				}
			}
		}
	}
	for _, g := range group {
		if !inhabited[g.sort] {
			return fmt.Errorf("datatype %s has no finite value", g.Name)
		}
	}
	return nil
}

func fieldsInhabited(c *Constructor, inhabited map[Sort]bool) bool {
	for _, s := range c.Fields {
		if !sortInhabited(s.Sort, inhabited) {
			return false
		}
	}
	return true
}

func sortInhabited(s Sort, inhabited map[Sort]bool) bool {
	switch s.Kind() {
	case KindDatatype:
		return inhabited[s]
	case KindArray:
		return sortInhabited(s.Elem(), inhabited)
	}
	return true
}

// Datatype returns the datatype of sort s declared in f, or nil.
func (f *Factory) Datatype(s Sort) *Datatype {
	if s.Kind() != KindDatatype {
		return nil
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.dts.bySort[s]
}

// Datatypes returns the datatypes declared in f, in declaration order (the
// members of a group together).
func (f *Factory) Datatypes() []*Datatype {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]*Datatype(nil), f.dts.order...)
}

// HasDatatypes reports whether any datatype is declared in f.
func (f *Factory) HasDatatypes() bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	return len(f.dts.order) > 0
}

// Construct returns the constructor c applied to args.
func (f *Factory) Construct(c *Constructor, args ...*Term) (*Term, error) {
	if c.Type.f != f {
		return nil, fmt.Errorf("constructor %s belongs to another factory", c.Name)
	}
	if len(args) != len(c.Fields) {
		return nil, fmt.Errorf("constructor %s takes %d argument(s), got %d", c.Name, len(c.Fields), len(args))
	}
	for i, a := range args {
		if a.sort != c.Fields[i].Sort {
			return nil, fmt.Errorf("argument %d of %s has sort %s, want %s", i+1, c.Name, a.sort, c.Fields[i].Sort)
		}
	}
	return f.intern(&Term{op: OpCons, sort: c.Type.sort, name: c.Name, ctor: c,
		args: append([]*Term(nil), args...)}), nil
}

// SelectField returns the selector s applied to x.
func (f *Factory) SelectField(s *Selector, x *Term) (*Term, error) {
	if s.Ctor.Type.f != f {
		return nil, fmt.Errorf("selector %s belongs to another factory", s.Name)
	}
	if x.sort != s.Ctor.Type.sort {
		return nil, fmt.Errorf("argument of %s has sort %s, want %s", s.Name, x.sort, s.Ctor.Type.sort)
	}
	return f.intern(&Term{op: OpField, sort: s.Sort, name: s.Name, ctor: s.Ctor,
		ix: [2]int32{int32(s.Index)}, args: []*Term{x}}), nil
}

// Test returns the tester ((_ is c) x).
func (f *Factory) Test(c *Constructor, x *Term) (*Term, error) {
	if c.Type.f != f {
		return nil, fmt.Errorf("constructor %s belongs to another factory", c.Name)
	}
	if x.sort != c.Type.sort {
		return nil, fmt.Errorf("argument of (_ is %s) has sort %s, want %s", c.Name, x.sort, c.Type.sort)
	}
	return f.intern(&Term{op: OpIs, sort: BoolSort, name: c.Name, ctor: c, args: []*Term{x}}), nil
}

// datatypeApp rebuilds the datatype application t with new arguments.
func (f *Factory) datatypeApp(t *Term, args []*Term) (*Term, error) {
	switch t.op {
	case OpCons:
		return f.Construct(t.ctor, args...)
	case OpField:
		if len(args) != 1 {
			return nil, fmt.Errorf("selector %s takes 1 argument, got %d", t.name, len(args))
		}
		return f.SelectField(t.Selector(), args[0])
	case OpIs:
		if len(args) != 1 {
			return nil, fmt.Errorf("(_ is %s) takes 1 argument, got %d", t.name, len(args))
		}
		return f.Test(t.ctor, args[0])
	case OpSize:
		if len(args) != 1 {
			return nil, fmt.Errorf("size takes 1 argument, got %d", len(args))
		}
		return f.DatatypeSize(args[0])
	}
	return nil, fmt.Errorf("%s is not a datatype operator", t.op)
}

// Constructor returns the constructor of a constructor application or a
// tester, the constructor whose field a selector reads, and nil for other
// terms.
func (t *Term) Constructor() *Constructor { return t.ctor }

// Selector returns the selector of a selector application, nil otherwise.
func (t *Term) Selector() *Selector {
	if t.op != OpField {
		return nil
	}
	return t.ctor.Fields[t.ix[0]]
}

// IsDatatypeOp reports whether o is a constructor, selector or tester
// application, or a datatype's size.
func (o Op) IsDatatypeOp() bool { return o == OpCons || o == OpField || o == OpIs || o == OpSize }

// DefaultValue returns a fixed value of sort s as DefaultValue does, and for
// a datatype declared in f (or an array of them) its smallest value: the
// first constructor whose fields have values, applied to their defaults.
func (f *Factory) DefaultValue(s Sort) Value {
	switch s.Kind() {
	case KindDatatype:
		d := f.Datatype(s)
		if d == nil {
			panic("chc: no datatype " + s.String() + " in this factory")
		}
		return d.defaultValue(map[*Datatype]bool{})
	case KindArray:
		return ArrayValue(s, f.DefaultValue(s.Elem()), nil)
	}
	return DefaultValue(s)
}

// defaultValue picks, in order, the first constructor that does not
// reach a datatype on the stack; declarations are well-founded, so one
// exists.
func (d *Datatype) defaultValue(stack map[*Datatype]bool) Value {
	stack[d] = true
	defer delete(stack, d)
	for _, c := range d.Ctors {
		if !ctorAvoids(c, stack, d.f) {
			continue
		}
		fields := make([]Value, len(c.Fields))
		for i, s := range c.Fields {
			fields[i] = d.f.defaultIn(s.Sort, stack)
		}
		return Value{sort: d.sort, ctor: c, fields: fields}
	}
	panic("chc: datatype " + d.Name + " has no finite value")
}

func (f *Factory) defaultIn(s Sort, stack map[*Datatype]bool) Value {
	switch s.Kind() {
	case KindDatatype:
		return f.Datatype(s).defaultValue(stack)
	case KindArray:
		return ArrayValue(s, f.defaultIn(s.Elem(), stack), nil)
	}
	return DefaultValue(s)
}

// ctorAvoids reports whether c can be built without a value of a datatype on
// the stack: every field has a value whose construction does not come back
// to one.
func ctorAvoids(c *Constructor, stack map[*Datatype]bool, f *Factory) bool {
	for _, s := range c.Fields {
		if !sortAvoids(s.Sort, stack, f, map[*Datatype]bool{}) {
			return false
		}
	}
	return true
}

func sortAvoids(s Sort, stack map[*Datatype]bool, f *Factory, seen map[*Datatype]bool) bool {
	switch s.Kind() {
	case KindArray:
		return sortAvoids(s.Elem(), stack, f, seen)
	case KindDatatype:
	default:
		return true
	}
	d := f.Datatype(s)
	if d == nil || stack[d] || seen[d] {
		return false
	}
	seen[d] = true
	defer delete(seen, d)
	for _, c := range d.Ctors {
		ok := true
		for _, fs := range c.Fields {
			if !sortAvoids(fs.Sort, stack, f, seen) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// DatatypeValue returns the value c(fields...).
func DatatypeValue(c *Constructor, fields []Value) (Value, error) {
	if len(fields) != len(c.Fields) {
		return Value{}, fmt.Errorf("constructor %s takes %d field(s), got %d", c.Name, len(c.Fields), len(fields))
	}
	for i, v := range fields {
		if v.sort != c.Fields[i].Sort {
			return Value{}, fmt.Errorf("field %s has a value of sort %s, want %s", c.Fields[i].Name, v.sort, c.Fields[i].Sort)
		}
	}
	return Value{sort: c.Type.sort, ctor: c, fields: append([]Value(nil), fields...)}, nil
}

// Constructor returns the constructor of a datatype value (nil for others).
func (v Value) Constructor() *Constructor { return v.ctor }

// Fields returns the field values of a datatype value (read-only).
func (v Value) Fields() []Value { return v.fields }

// applyDatatype evaluates a constructor, selector or tester application.
func applyDatatype(t *Term, a []Value) (Value, error) {
	switch t.op {
	case OpCons:
		return DatatypeValue(t.ctor, a)
	case OpIs:
		return BoolValue(a[0].ctor == t.ctor), nil
	case OpSize:
		return sizeValue(a[0]), nil
	case OpField:
		if a[0].ctor == t.ctor {
			return a[0].fields[t.ix[0]], nil
		}
		return t.ctor.Type.f.DefaultValue(t.sort), nil
	}
	return Value{}, fmt.Errorf("cannot evaluate %s", t.op)
}

// writeDatatypeValue writes a datatype value as a constructor term.
func (v Value) writeDatatype(b *strings.Builder) {
	if len(v.fields) == 0 {
		writeCtorName(b, v.ctor)
		return
	}
	b.WriteByte('(')
	writeCtorName(b, v.ctor)
	for _, x := range v.fields {
		b.WriteByte(' ')
		x.write(b)
	}
	b.WriteByte(')')
}

// writeCtorName writes a constructor's name, qualified with (as C S) when
// its datatype is an instance of a parametric one (whose constructor names
// are shared by all instances).
func writeCtorName(b *strings.Builder, c *Constructor) {
	if c.Type.Base == "" {
		b.WriteString(QuoteSymbol(c.Name))
		return
	}
	b.WriteString("(as ")
	b.WriteString(QuoteSymbol(c.Name))
	b.WriteByte(' ')
	b.WriteString(c.Type.sort.text)
	b.WriteByte(')')
}

// InstanceSort returns the sort whose SMT-LIB text is text, the
// instance of a parametric datatype such as (List Int); it has values once
// declared (DeclareDatatypes with DatatypeDecl.Sort).
func InstanceSort(text string) Sort { return Sort{text} }

// datatypeOp simplifies a selector or tester applied to a constructor
// application: (s (C a...)) is C's field when s is one of C's selectors,
// and ((_ is D) (C a...)) is whether D is C. A selector of another
// constructor stays as it is: its value is unspecified (Z3 chooses it per
// model), so folding it to Eval's fixed default would not be equivalent.
func (s *simplifier) datatypeOp(t *Term) *Term {
	x := s.simp(t.args[0])
	if t.op == OpSize {
		if u, ok := s.f.unfoldSize(x); ok {
			return s.simp(u)
		}
	} else if x.op == OpCons {
		switch {
		case t.op == OpIs:
			return s.f.BoolConst(x.ctor == t.ctor)
		case x.ctor == t.ctor:
			return x.args[t.ix[0]]
		}
	}
	if x == t.args[0] {
		return t
	}
	return s.f.WithArgs(t, x)
}

// datatypeEq simplifies a = b over a datatype: constructor applications
// are equal iff their constructors are the same and their fields equal.
func (s *simplifier) datatypeEq(a, b *Term) *Term {
	if a == b {
		return s.f.True()
	}
	if a.op != OpCons || b.op != OpCons {
		return s.f.Eq(a, b)
	}
	if a.ctor != b.ctor {
		return s.f.False()
	}
	eqs := make([]*Term, len(a.args))
	for i := range a.args {
		eqs[i] = s.simp(s.f.MustApp(OpEq, a.args[i], b.args[i]))
	}
	return s.and(eqs)
}
