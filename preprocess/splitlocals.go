package preprocess

import (
	"context"
	"math/big"

	"github.com/horn-chc/horn/chc"
)

// SplitLocals replaces a clause by one copy per value of its integer
// variables that occur in no atom and that the constraint's top-level
// bounds confine to a few values, each copy with the values substituted.
// BV2Int's exact translation reduces a sum or a difference by a quotient
// k in -1..1 (e = r + 2^n·k); to PDR such a k is a variable with the
// coefficient 2^n, whose projection makes divisibility constraints, where
// the copies are the three cases — no wrap, wrap down, wrap up — each a
// plain linear clause. A clause whose copies would exceed MaxCopies is
// kept as it is. Models are unchanged; a copy's derivation node maps to
// its clause with the substituted values.
type SplitLocals struct {
	MaxValues int // most values one variable may have; 0: 3
	MaxCopies int // most copies of one clause; 0: 27
}

// Name returns "split-locals".
func (SplitLocals) Name() string { return "split-locals" }

// Apply splits every clause with bounded local variables.
func (sl SplitLocals) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	maxValues := orDefault(sl.MaxValues, 3)
	maxCopies := orDefault(sl.MaxCopies, 27)
	f := s.Terms
	out := newSystem(s)
	out.Preds = s.Preds
	origins := make(map[*chc.Clause]*origin, len(s.Clauses))
	changed := false
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		vars, vals := boundedLocals(f, c, maxValues, maxCopies)
		if len(vars) == 0 {
			out.Clauses = append(out.Clauses, c)
			origins[c] = identityOrigin(c)
			continue
		}
		changed = true
		sigma := make(map[*chc.Term]*chc.Term, len(vars))
		var walk func(i int)
		walk = func(i int) {
			if i == len(vars) {
				phi := f.Subst(c.Constraint, sigma)
				if phi.IsFalse() {
					return
				}
				d := &chc.Clause{Body: c.Body, Head: c.Head, Constraint: phi, Pos: c.Pos, VarOrder: c.VarOrder}
				out.Clauses = append(out.Clauses, d)
				sub := make(map[*chc.Term]*chc.Term, len(sigma))
				for v, x := range sigma {
					sub[v] = x
				}
				origins[d] = identityOrigin(c).subst(f, sub)
				return
			}
			for _, v := range vals[i] {
				sigma[vars[i]] = v
				walk(i + 1)
			}
			delete(sigma, vars[i])
		}
		walk(0)
	}
	if !changed {
		return s, Identity, nil
	}
	return out, &backMap{in: s, lift: originLift(origins)}, nil
}

// boundedLocals returns c's integer variables outside its atoms that the
// top-level bounds of its constraint confine to at most maxValues values,
// with those values, as long as the product of their counts stays within
// maxCopies.
func boundedLocals(f *chc.Factory, c *chc.Clause, maxValues, maxCopies int) ([]*chc.Term, [][]*chc.Term) {
	inAtom := map[*chc.Term]bool{}
	for _, a := range clauseAtoms(c) {
		for _, x := range a.Args {
			for _, v := range chc.FreeVars(x) {
				inAtom[v] = true
			}
		}
	}
	bounds := varBounds(c.Constraint)
	var vars []*chc.Term
	var vals [][]*chc.Term
	copies := 1
	for _, v := range c.Vars() {
		b, ok := bounds[v]
		if !ok || inAtom[v] || v.Sort() != chc.IntSort || b.lo == nil || b.hi == nil || b.empty() {
			continue
		}
		n := new(big.Int).Sub(b.hi, b.lo)
		if !n.IsInt64() || n.Int64() > int64(maxValues) || copies*int(n.Int64()) > maxCopies {
			continue
		}
		copies *= int(n.Int64())
		var vs []*chc.Term
		for x := new(big.Int).Set(b.lo); x.Cmp(b.hi) < 0; x.Add(x, big.NewInt(1)) {
			vs = append(vs, f.Num(new(big.Rat).SetInt(x), chc.IntSort))
		}
		vars = append(vars, v)
		vals = append(vals, vs)
	}
	return vars, vals
}
