package z3

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Eliminate removes vars from ∃vars.body with Z3's qe_lite (equalities
// that define a variable are solved and substituted), in a fresh context
// closed before it returns. It returns the quantifier-free result and the
// variables it could not remove; the result is equivalent to ∃vars.body
// only when none is left.
func Eliminate(f *chc.Factory, vars []*chc.Term, body *chc.Term) (*chc.Term, []*chc.Term, error) {
	c, err := NewContext(Options{})
	if err != nil {
		return nil, nil, err
	}
	defer c.Close()
	conv := NewConverter(c, f)
	zb, err := conv.ToZ3(body)
	if err != nil {
		return nil, nil, err
	}
	zs := make([]AST, len(vars))
	for i, v := range vars {
		if !v.IsVar() {
			return nil, nil, fmt.Errorf("z3: Eliminate: %s is not a variable", v)
		}
		if zs[i], err = conv.ToZ3(v); err != nil {
			return nil, nil, err
		}
	}
	r, _, err := c.QeLite(zs, zb)
	if err != nil {
		return nil, nil, err
	}
	out, err := conv.FromZ3(r, nil)
	if err != nil {
		return nil, nil, err
	}
	// What is left is judged on the result itself: qe_lite's own list can
	// name variables that no longer occur.
	want := make(map[*chc.Term]bool, len(vars))
	for _, v := range vars {
		want[v] = true
	}
	var left []*chc.Term
	for _, v := range chc.FreeVars(out) {
		if want[v] {
			left = append(left, v)
		}
	}
	return out, left, nil
}
