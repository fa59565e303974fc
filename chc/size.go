package chc

import (
	"fmt"
	"math/big"
)

// A datatype's size function counts, in a value of datatype D, the
// constructor applications reachable from the root through fields of sort
// D itself: for C with fields f1..fn,
//
//	size(C(a1, ..., an)) = w(C) + Σ { size(ai) | fi has sort D }
//
// where w(C) is 1 when C has a field of sort D and 0 otherwise. A natural
// number's size is its value, a list's its length, a tree's its number of
// inner nodes. The function recurses only through D, never into another
// datatype, so each datatype's definition stands alone (no mutual
// recursion); models print it as one define-fun-rec (SizeDefinition).
// Abstractions by sizes (package adtsize) build their models with it.

// DatatypeSize returns (size x) for x of a datatype declared in f.
func (f *Factory) DatatypeSize(x *Term) (*Term, error) {
	d := f.Datatype(x.sort)
	if d == nil {
		return nil, fmt.Errorf("size of a term of sort %s, not a datatype of this factory", x.sort)
	}
	return f.intern(&Term{op: OpSize, sort: IntSort, name: d.Name, args: []*Term{x}}), nil
}

// SizeWeight returns w(c): 1 when c has a field of its own datatype's
// sort, 0 otherwise.
func SizeWeight(c *Constructor) int64 {
	for _, fd := range c.Fields {
		if fd.Sort == c.Type.sort {
			return 1
		}
	}
	return 0
}

// Recursive reports whether some constructor of d has a field of d's own
// sort (whether d's size can be other than 0).
func (d *Datatype) Recursive() bool {
	for _, c := range d.Ctors {
		if SizeWeight(c) == 1 {
			return true
		}
	}
	return false
}

// SizeFuncName is the name models give d's size function.
func SizeFuncName(d *Datatype) string { return sizeFuncName(d.Name) }

func sizeFuncName(name string) string { return "horn_size_" + name }

// SizeDefinition returns the body of d's size function over the variable
// x (of d's sort): an ite over d's testers, the last constructor its else
// branch, each branch w(C) plus the sizes of C's fields of sort d, each
// under abs. Sizes are never negative, so abs changes nothing but what a
// solver sees: one unfolding of (size x) shows it is at least 0 (at least
// 1 for a constructor with a field of sort d), which a solver could not
// otherwise learn without induction; checks of models built on sizes need
// exactly that.
func (f *Factory) SizeDefinition(d *Datatype, x *Term) (*Term, error) {
	if x.sort != d.sort {
		return nil, fmt.Errorf("size of %s over a variable of sort %s", d.Name, x.sort)
	}
	var body *Term
	for i := len(d.Ctors) - 1; i >= 0; i-- {
		c := d.Ctors[i]
		branch, err := f.sizeBranch(c, x)
		if err != nil {
			return nil, err
		}
		if body == nil {
			body = branch
			continue
		}
		test, err := f.Test(c, x)
		if err != nil {
			return nil, err
		}
		body = f.MustApp(OpIte, test, branch, body)
	}
	return body, nil
}

// sizeBranch is w(c) + Σ (size (s x)) over c's selectors s of c's sort.
func (f *Factory) sizeBranch(c *Constructor, x *Term) (*Term, error) {
	sum := []*Term{f.Int(SizeWeight(c))}
	for _, fd := range c.Fields {
		if fd.Sort != c.Type.sort {
			continue
		}
		sel, err := f.SelectField(fd, x)
		if err != nil {
			return nil, err
		}
		sz, err := f.DatatypeSize(sel)
		if err != nil {
			return nil, err
		}
		sum = append(sum, f.MustApp(OpAbs, sz))
	}
	if len(sum) == 1 {
		return sum[0], nil
	}
	return f.MustApp(OpAdd, sum...), nil
}

// sizeValue evaluates size on a datatype value.
func sizeValue(v Value) Value {
	n := sizeOf(v)
	return NumValue(new(big.Rat).SetInt64(n), IntSort)
}

func sizeOf(v Value) int64 {
	c := v.ctor
	if c == nil {
		return 0
	}
	n := SizeWeight(c)
	for i, fd := range c.Fields {
		if fd.Sort == c.Type.sort {
			n += sizeOf(v.fields[i])
		}
	}
	return n
}

// unfoldSize rewrites (size (C a...)) to w(C) plus the sizes of the
// fields of C's own sort; other arguments stay as they are.
func (f *Factory) unfoldSize(x *Term) (*Term, bool) {
	if x.op != OpCons {
		return nil, false
	}
	sum := []*Term{f.Int(SizeWeight(x.ctor))}
	for i, fd := range x.ctor.Fields {
		if fd.Sort == x.sort {
			sz, err := f.DatatypeSize(x.args[i])
			if err != nil {
				return nil, false
			}
			sum = append(sum, sz)
		}
	}
	if len(sum) == 1 {
		return sum[0], true
	}
	return f.MustApp(OpAdd, sum...), true
}
