package preprocess

import (
	"context"
	"fmt"
	"math/big"
	"slices"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Partition splits a predicate by the value of an argument that its loops
// never change — a program's input, such as a flag or a bound — into one
// predicate per cell of the integer line that the clauses' comparisons of
// that argument with constants cut out. A program whose loop does one
// thing when its flag is 0 and another when it is not has a disjunctive
// invariant (f = 0 ∨ i = k); split on f, each part has a conjunctive one
// (i = 0, and i = k twice), which Houdini's equalities and PDR's cubes
// express (on such a dev file, PDR over the integers and Spacer run out
// of 20 s on the whole, and Houdini proves the parts at once: a
// fixture in testdata/strategy; docs/strategy.md, bv).
//
// An argument position k of P (sort Int) is frozen when every clause
// with head P and P in its body passes the same variable at k in the head
// and in each such body atom, and P has at least one such clause. Its
// thresholds are those of the top-level conjuncts of P's clauses that
// compare the variable at k with an integer numeral (x ≤ c, x = c, ...);
// the cells are the intervals between consecutive thresholds, on each of
// which every such comparison is constant. Positions are taken while the
// product of their cells stays within MaxCells.
//
// Every clause becomes one copy per choice of a cell for each split
// atom, the atom renamed to that cell's predicate and the cell's bounds
// conjoined; a copy whose single-variable bounds contradict each other
// (or put a variable on a point a conjunct excludes) is dropped (a loop's head and body atom share the variable, so only
// matching cells stay). A cell no clause can derive is dropped with its
// predicate. P gets back ⋁_r (cell_r ∧ P_r), which is exact; derivations
// map node by node, each copy to its clause.
type Partition struct {
	MaxCells  int // most cells one predicate is split into; 0: 8
	MaxCopies int // most copies of one clause; more leaves s as it is; 0: 64
}

// Name returns "partition".
func (Partition) Name() string { return "partition" }

// cell is a half-open interval [lo, hi) of the integers; nil is unbounded.
type cell struct{ lo, hi *big.Int }

// partSplit is one predicate's partition: the positions split on, and per
// combination of their cells (a cell index per position) the predicate.
type partSplit struct {
	pos   []int
	cells [][]cell             // per position, the cells in order
	into  map[string]*chc.Pred // cell indices, as a key → predicate
	keys  [][]int              // the kept combinations, in order
}

func cellKey(ix []int) string { return fmt.Sprint(ix) }

// Apply partitions every predicate with frozen positions that cut it into
// at least two cells.
func (pt Partition) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	maxCells := orDefault(pt.MaxCells, 8)
	maxCopies := orDefault(pt.MaxCopies, 64)
	f := s.Terms
	bounds := make([]map[*chc.Term]cell, len(s.Clauses))
	for i, c := range s.Clauses {
		bounds[i] = varBounds(c.Constraint)
	}
	names := make(map[string]bool, len(s.Preds))
	for _, p := range s.Preds {
		names[p.Name] = true
	}
	uses := map[*chc.Pred][]*chc.Clause{} // the clauses each predicate occurs in
	for _, c := range s.Clauses {
		for _, a := range clauseAtoms(c) {
			if u := uses[a.Pred]; len(u) == 0 || u[len(u)-1] != c {
				uses[a.Pred] = append(u, c)
			}
		}
	}
	splits := map[*chc.Pred]*partSplit{}
	for _, p := range s.Preds {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		if sp := splitOf(uses[p], p, maxCells); sp != nil {
			splits[p] = sp
		}
	}
	if len(splits) == 0 {
		return s, Identity, nil
	}
	// The copies, and which cells some clause derives.
	type copyOf struct {
		c      *chc.Clause
		from   *chc.Clause
		choice [][]int // per split atom (body, then head), its cell indices
	}
	var copies []copyOf
	derived := map[*chc.Pred]map[string]bool{}
	for i, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		atoms := clauseAtoms(c)
		excluded := excludedPoints(c.Constraint)
		var split []int // indices into atoms of the split ones
		n := 1
		for j, a := range atoms {
			if sp := splits[a.Pred]; sp != nil {
				split = append(split, j)
				n *= len(sp.keys)
			}
		}
		if n > maxCopies {
			return s, Identity, nil
		}
		if len(split) == 0 {
			copies = append(copies, copyOf{c: c, from: c})
			continue
		}
		choice := make([][]int, len(split))
		var walk func(d int)
		walk = func(d int) {
			if d == len(split) {
				if cp := partCopy(f, c, atoms, split, choice, splits, bounds[i], excluded); cp != nil {
					copies = append(copies, copyOf{c: cp, from: c, choice: slices.Clone(choice)})
				}
				return
			}
			for _, k := range splits[atoms[split[d]].Pred].keys {
				choice[d] = k
				walk(d + 1)
			}
		}
		walk(0)
	}
	// The cells some derivation reaches: the least fixpoint of the
	// copies whose split body atoms are all in reached cells.
	for changed := true; changed; {
		changed = false
		for _, cp := range copies {
			h := cp.from.Head
			if h == nil || splits[h.Pred] == nil {
				continue
			}
			key := cellKey(cp.choice[len(cp.choice)-1])
			if derived[h.Pred][key] {
				continue
			}
			fires, j := true, 0
			for _, a := range cp.from.Body {
				if splits[a.Pred] != nil {
					fires = fires && derived[a.Pred][cellKey(cp.choice[j])]
					j++
				}
			}
			if !fires {
				continue
			}
			if derived[h.Pred] == nil {
				derived[h.Pred] = map[string]bool{}
			}
			derived[h.Pred][key] = true
			changed = true
		}
	}
	out := newSystem(s)
	for _, p := range s.Preds {
		sp := splits[p]
		if sp == nil {
			out.Preds = append(out.Preds, p)
			continue
		}
		kept := sp.keys[:0:0]
		for _, k := range sp.keys {
			key := cellKey(k)
			if !derived[p][key] {
				continue
			}
			kept = append(kept, k)
			q := &chc.Pred{Name: freshName(fmt.Sprintf("%s#%d", p.Name, len(kept)), names), Params: p.Params}
			sp.into[key] = q
			out.Preds = append(out.Preds, q)
		}
		sp.keys = kept
	}
	origins := make(map[*chc.Clause]*origin, len(copies))
	for _, cp := range copies {
		d := cp.c
		if cp.choice != nil {
			ok := true
			rename := func(a chc.Atom, k []int) chc.Atom {
				sp := splits[a.Pred]
				q := sp.into[cellKey(k)]
				if q == nil {
					ok = false
					return a
				}
				return chc.Atom{Pred: q, Args: a.Args}
			}
			j := 0
			body := make([]chc.Atom, len(cp.from.Body))
			for bi, a := range cp.from.Body {
				body[bi] = a
				if splits[a.Pred] != nil {
					body[bi] = rename(a, cp.choice[j])
					j++
				}
			}
			var head *chc.Atom
			if h := cp.from.Head; h != nil {
				hh := *h
				if splits[h.Pred] != nil {
					hh = rename(hh, cp.choice[j])
				}
				head = &hh
			}
			if !ok {
				continue
			}
			d = &chc.Clause{Body: body, Head: head, Constraint: cp.c.Constraint, Pos: cp.from.Pos, VarOrder: cp.from.VarOrder}
		}
		out.Clauses = append(out.Clauses, d)
		origins[d] = identityOrigin(cp.from)
	}
	model := func(ctx context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
		return unpartitionModel(ctx, f, s, m, splits)
	}
	return out, &backMap{in: s, lift: originLift(origins), model: model}, nil
}

// clauseAtoms is c's body atoms, then its head.
func clauseAtoms(c *chc.Clause) []chc.Atom {
	atoms := append([]chc.Atom(nil), c.Body...)
	if c.Head != nil {
		atoms = append(atoms, *c.Head)
	}
	return atoms
}

// Frozen reports, per argument position of p, whether every clause of
// clauses from a predicate in loop to one in loop (loop includes p; its
// predicates have p's signature) passes the same variable at that
// position in the head and in each such body atom, for positions of a
// sort that want accepts: an input that the loops never change. It
// returns nil when no clause goes from loop to loop.
func Frozen(clauses []*chc.Clause, p *chc.Pred, loop func(*chc.Pred) bool, want func(chc.Sort) bool) []bool {
	frozen := make([]bool, len(p.Params))
	for k, so := range p.Params {
		frozen[k] = want(so)
	}
	loops := 0
	for _, c := range clauses {
		if c.Head == nil || !loop(c.Head.Pred) {
			continue
		}
		for _, a := range c.Body {
			if !loop(a.Pred) {
				continue
			}
			loops++
			for k := range frozen {
				if x := c.Head.Args[k]; !x.IsVar() || a.Args[k] != x {
					frozen[k] = false
				}
			}
		}
	}
	if loops == 0 {
		return nil
	}
	return frozen
}

// splitOf returns p's partition, or nil when no frozen position cuts it;
// uses are the clauses p occurs in.
func splitOf(uses []*chc.Clause, p *chc.Pred, maxCells int) *partSplit {
	frozen := Frozen(uses, p, func(q *chc.Pred) bool { return q == p }, func(so chc.Sort) bool { return so == chc.IntSort })
	if frozen == nil {
		return nil
	}
	sp := &partSplit{into: map[string]*chc.Pred{}}
	product := 1
	for k, fr := range frozen {
		if !fr {
			continue
		}
		var ts []*big.Int
		for _, c := range uses {
			for _, a := range clauseAtoms(c) {
				if a.Pred != p || !a.Args[k].IsVar() {
					continue
				}
				ts = append(ts, thresholds(c.Constraint, a.Args[k])...)
			}
		}
		cells := cellsOf(ts)
		if len(cells) < 2 || product*len(cells) > maxCells {
			continue
		}
		product *= len(cells)
		sp.pos = append(sp.pos, k)
		sp.cells = append(sp.cells, cells)
	}
	if len(sp.pos) == 0 {
		return nil
	}
	// Every combination of cells, positions in order.
	var walk func(d int, ix []int)
	walk = func(d int, ix []int) {
		if d == len(sp.pos) {
			sp.keys = append(sp.keys, slices.Clone(ix))
			return
		}
		for i := range sp.cells[d] {
			walk(d+1, append(ix, i))
		}
	}
	walk(0, nil)
	return sp
}

// thresholds returns the points t at which a top-level conjunct of phi
// comparing x with an integer numeral can change its truth value, going
// from x < t to x ≥ t: the ends of the interval the comparison holds on.
func thresholds(phi, x *chc.Term) []*big.Int {
	var out []*big.Int
	for _, k := range chc.Conjuncts(phi) {
		if k.Op() == chc.OpNot {
			k = k.Arg(0)
		}
		op, c, ok := compareConst(k, x)
		if !ok {
			continue
		}
		b := comparisonCell(op, c)
		for _, t := range []*big.Int{b.lo, b.hi} {
			if t != nil {
				out = append(out, t)
			}
		}
	}
	return out
}

// compareConst reads k as x op c for an integer numeral c, turning c op x
// around; ok is false for anything else.
func compareConst(k, x *chc.Term) (chc.Op, *big.Int, bool) {
	if k.NumArgs() != 2 {
		return 0, nil, false
	}
	op := k.Op()
	switch op {
	case chc.OpLe, chc.OpLt, chc.OpGe, chc.OpGt, chc.OpEq:
	default:
		return 0, nil, false
	}
	a, b := k.Arg(0), k.Arg(1)
	if a != x {
		a, b = b, a
		switch op {
		case chc.OpLe:
			op = chc.OpGe
		case chc.OpLt:
			op = chc.OpGt
		case chc.OpGe:
			op = chc.OpLe
		case chc.OpGt:
			op = chc.OpLt
		}
	}
	if a != x || b.Op() != chc.OpNum || !b.Num().IsInt() {
		return 0, nil, false
	}
	return op, new(big.Int).Set(b.Num().Num()), true
}

// cellsOf returns the intervals between the distinct thresholds ts, from
// unbounded below to unbounded above.
func cellsOf(ts []*big.Int) []cell {
	slices.SortFunc(ts, func(a, b *big.Int) int { return a.Cmp(b) })
	ts = slices.CompactFunc(ts, func(a, b *big.Int) bool { return a.Cmp(b) == 0 })
	if len(ts) == 0 {
		return nil
	}
	out := make([]cell, 0, len(ts)+1)
	var lo *big.Int
	for _, t := range ts {
		out = append(out, cell{lo: lo, hi: t})
		lo = t
	}
	return append(out, cell{lo: lo})
}

// varBounds returns the interval each variable lies in by the top-level
// conjuncts of phi that compare it with an integer numeral.
func varBounds(phi *chc.Term) map[*chc.Term]cell {
	out := map[*chc.Term]cell{}
	for _, k := range chc.Conjuncts(phi) {
		if k.NumArgs() != 2 {
			continue
		}
		x := k.Arg(0)
		if !x.IsVar() {
			x = k.Arg(1)
		}
		if !x.IsVar() || x.Sort() != chc.IntSort {
			continue
		}
		op, c, ok := compareConst(k, x)
		if !ok {
			continue
		}
		out[x] = meet(out[x], comparisonCell(op, c))
	}
	return out
}

// comparisonCell is the interval of the x with x op c.
func comparisonCell(op chc.Op, c *big.Int) cell {
	next := new(big.Int).Add(c, big.NewInt(1))
	switch op {
	case chc.OpLe:
		return cell{hi: next}
	case chc.OpLt:
		return cell{hi: c}
	case chc.OpGe:
		return cell{lo: c}
	case chc.OpGt:
		return cell{lo: next}
	}
	return cell{lo: c, hi: next} // OpEq
}

// excludedPoints returns the numerals each variable is unequal to by a
// top-level conjunct (not (= x c)) of phi.
func excludedPoints(phi *chc.Term) map[*chc.Term][]*big.Int {
	out := map[*chc.Term][]*big.Int{}
	for _, k := range chc.Conjuncts(phi) {
		if k.Op() != chc.OpNot || k.Arg(0).NumArgs() != 2 {
			continue
		}
		e := k.Arg(0)
		x := e.Arg(0)
		if !x.IsVar() {
			x = e.Arg(1)
		}
		if op, c, ok := compareConst(e, x); ok && op == chc.OpEq {
			out[x] = append(out[x], c)
		}
	}
	return out
}

// point returns the one integer of a cell that has one.
func (c cell) point() (*big.Int, bool) {
	if c.lo == nil || c.hi == nil || new(big.Int).Sub(c.hi, c.lo).Cmp(big.NewInt(1)) != 0 {
		return nil, false
	}
	return c.lo, true
}

// meet intersects two cells.
func meet(a, b cell) cell {
	out := a
	if b.lo != nil && (out.lo == nil || b.lo.Cmp(out.lo) > 0) {
		out.lo = b.lo
	}
	if b.hi != nil && (out.hi == nil || b.hi.Cmp(out.hi) < 0) {
		out.hi = b.hi
	}
	return out
}

// empty reports a cell with no integer.
func (c cell) empty() bool { return c.lo != nil && c.hi != nil && c.lo.Cmp(c.hi) >= 0 }

// formula is x ∈ c.
func (c cell) formula(f *chc.Factory, x *chc.Term) *chc.Term {
	num := func(v *big.Int) *chc.Term { return f.Num(new(big.Rat).SetInt(v), chc.IntSort) }
	if pt, ok := c.point(); ok {
		return f.Eq(x, num(pt))
	}
	var ks []*chc.Term
	if c.lo != nil {
		ks = append(ks, f.Le(num(c.lo), x))
	}
	if c.hi != nil {
		ks = append(ks, f.Lt(x, num(c.hi)))
	}
	return f.And(ks...)
}

// partCopy returns c with the cells choice picks for its split atoms
// conjoined, or nil when the bounds then contradict each other.
func partCopy(f *chc.Factory, c *chc.Clause, atoms []chc.Atom, split []int, choice [][]int, splits map[*chc.Pred]*partSplit, bounds map[*chc.Term]cell, excluded map[*chc.Term][]*big.Int) *chc.Clause {
	local := map[*chc.Term]cell{}
	ks := []*chc.Term{c.Constraint}
	for d, j := range split {
		a := atoms[j]
		sp := splits[a.Pred]
		for i, k := range sp.pos {
			x := a.Args[k]
			cl := sp.cells[i][choice[d][i]]
			b, seen := local[x]
			if !seen {
				b = bounds[x]
			}
			b = meet(b, cl)
			if b.empty() {
				return nil
			}
			if pt, ok := b.point(); ok && slices.ContainsFunc(excluded[x], func(c *big.Int) bool { return c.Cmp(pt) == 0 }) {
				return nil
			}
			local[x] = b
			ks = append(ks, cl.formula(f, x))
		}
	}
	return &chc.Clause{Body: c.Body, Head: c.Head, Constraint: f.And(ks...), Pos: c.Pos, VarOrder: c.VarOrder}
}

// unpartitionModel interprets each split predicate by the disjunction of
// its parts, each guarded by its cell.
func unpartitionModel(ctx context.Context, f *chc.Factory, in *chc.System, m chc.Model, splits map[*chc.Pred]*partSplit) (chc.Model, error) {
	return joinParts(ctx, f, in, m, func(p *chc.Pred, params []*chc.Term) []part {
		sp := splits[p]
		if sp == nil {
			return nil
		}
		parts := make([]part, len(sp.keys))
		for j, k := range sp.keys {
			guard := make([]*chc.Term, len(sp.pos))
			for i, pos := range sp.pos {
				guard[i] = sp.cells[i][k[i]].formula(f, params[pos])
			}
			parts[j] = part{pred: sp.into[cellKey(k)], args: params, guard: guard}
		}
		return parts
	})
}
