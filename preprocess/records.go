package preprocess

import (
	"context"
	"fmt"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// SplitRecords replaces every predicate argument and clause variable whose
// sort is a record — a datatype with one constructor — by its fields, one
// argument or variable per field, recursively (a field that is itself a
// record is split too; a field of another sort, an array of records
// included, stays whole). A record with no fields disappears. Systems
// that keep state in records (the Solidity compiler's contract state,
// transaction and array structs, each holding arrays) become systems over
// the fields' own theories, which engines handle without the datatype
// solver and whose models project without datatype variables.
//
// In each clause a record variable x becomes the constructor applied to
// fresh field variables (C x1 … xn); selectors and testers of constructor
// applications simplify away, and so do equalities between them (field by
// field). A record argument that is not a constructor application after
// that (an element read from an array of records) is split by applying
// the selectors to it.
//
// Back-translation: the model of an input predicate is its split
// predicate's interpretation with each field parameter replaced by the
// selectors applied to the record parameter; a derivation's node gets for
// a record variable the constructor applied to its fields' values.
type SplitRecords struct{}

// Name returns "split-records".
func (SplitRecords) Name() string { return "split-records" }

// Apply splits the record arguments and variables of s.
func (SplitRecords) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	if !s.Terms.HasDatatypes() {
		return s, Identity, nil
	}
	r := &recordSplitter{f: s.Terms, isRecord: make(map[chc.Sort]*chc.Constructor)}
	if !r.anyRecord(s) {
		return s, Identity, nil
	}
	out := newSystem(s)
	preds := make(map[*chc.Pred]*chc.Pred, len(s.Preds))
	for _, p := range s.Preds {
		q := p
		if r.hasRecord(p.Params) {
			q = &chc.Pred{Name: p.Name, Params: r.leafSorts(p.Params)}
		}
		preds[p] = q
		out.Preds = append(out.Preds, q)
	}
	origins := make(map[*chc.Clause]*origin, len(s.Clauses))
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		d, sigma, err := r.splitClause(c, preds)
		if err != nil {
			return nil, nil, fmt.Errorf("clause at %v: %w", c.Pos, err)
		}
		out.Clauses = append(out.Clauses, d)
		origins[d] = identityOrigin(c).subst(r.f, sigma)
	}
	model := func(ctx context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
		return r.joinModel(ctx, m, s.Preds, preds)
	}
	return out, &backMap{in: s, lift: originLift(origins), model: model}, nil
}

// recordSplitter knows which sorts are records, and splits terms and
// sorts into their fields.
type recordSplitter struct {
	f        *chc.Factory
	isRecord map[chc.Sort]*chc.Constructor // a record sort's constructor; nil: not a record
}

// record returns the constructor of s when s is a record sort, else nil.
func (r *recordSplitter) record(s chc.Sort) *chc.Constructor {
	if s.Kind() != chc.KindDatatype {
		return nil
	}
	if c, ok := r.isRecord[s]; ok {
		return c
	}
	var c *chc.Constructor
	if dt := r.f.Datatype(s); dt != nil && len(dt.Ctors) == 1 {
		c = dt.Ctors[0]
	}
	r.isRecord[s] = c
	return c
}

func (r *recordSplitter) hasRecord(sorts []chc.Sort) bool {
	for _, so := range sorts {
		if r.record(so) != nil {
			return true
		}
	}
	return false
}

// anyRecord reports whether a predicate parameter or a clause variable of
// s is a record.
func (r *recordSplitter) anyRecord(s *chc.System) bool {
	for _, p := range s.Preds {
		if r.hasRecord(p.Params) {
			return true
		}
	}
	for _, c := range s.Clauses {
		for _, v := range c.Vars() {
			if r.record(v.Sort()) != nil {
				return true
			}
		}
	}
	return false
}

// leafSorts returns sorts with each record sort replaced by its fields'
// leaf sorts, in order. Well-founded records nest finitely: a record
// cannot contain itself but through a sort that is not a record.
func (r *recordSplitter) leafSorts(sorts []chc.Sort) []chc.Sort {
	var out []chc.Sort
	for _, so := range sorts {
		c := r.record(so)
		if c == nil {
			out = append(out, so)
			continue
		}
		for _, fd := range c.Fields {
			out = append(out, r.leafSorts([]chc.Sort{fd.Sort})...)
		}
	}
	return out
}

// leaves returns the leaf terms of t: t itself when its sort is not a
// record, else the leaves of its fields (the constructor application's
// arguments, or the selectors applied to t).
func (r *recordSplitter) leaves(t *chc.Term) ([]*chc.Term, error) {
	c := r.record(t.Sort())
	if c == nil {
		return []*chc.Term{t}, nil
	}
	var out []*chc.Term
	for i, fd := range c.Fields {
		x := t
		if t.Op() == chc.OpCons {
			x = t.Arg(i)
		} else {
			var err error
			if x, err = r.f.SelectField(fd, t); err != nil {
				return nil, err
			}
		}
		ls, err := r.leaves(x)
		if err != nil {
			return nil, err
		}
		out = append(out, ls...)
	}
	return out, nil
}

// build returns the record of sort s built from fresh variables named
// after name and the field path, avoiding the names in taken (and adding
// the ones it uses); a sort that is not a record gets one variable.
func (r *recordSplitter) build(name string, s chc.Sort, taken map[string]bool) (*chc.Term, error) {
	c := r.record(s)
	if c == nil {
		n := name
		for k := 1; taken[n]; k++ {
			n = fmt.Sprintf("%s!%d", name, k)
		}
		taken[n] = true
		return r.f.Var(n, s), nil
	}
	args := make([]*chc.Term, len(c.Fields))
	for i, fd := range c.Fields {
		var err error
		if args[i], err = r.build(name+"."+fd.Name, fd.Sort, taken); err != nil {
			return nil, err
		}
	}
	return r.f.Construct(c, args...)
}

// splitClause returns c with its record variables replaced by
// constructor applications over fresh field variables (the map it used)
// and its atoms over the split predicates.
func (r *recordSplitter) splitClause(c *chc.Clause, preds map[*chc.Pred]*chc.Pred) (*chc.Clause, map[*chc.Term]*chc.Term, error) {
	vars := c.Vars()
	taken := make(map[string]bool, len(vars))
	for _, v := range vars {
		taken[v.Name()] = true
	}
	sigma := make(map[*chc.Term]*chc.Term)
	var order []*chc.Term
	for _, v := range vars {
		if r.record(v.Sort()) == nil {
			order = append(order, v)
			continue
		}
		t, err := r.build(v.Name(), v.Sort(), taken)
		if err != nil {
			return nil, nil, err
		}
		sigma[v] = t
		order = append(order, chc.FreeVars(t)...)
	}
	d := &chc.Clause{Constraint: r.f.Simplify(r.f.Subst(c.Constraint, sigma)), Pos: c.Pos, VarOrder: order}
	for _, a := range c.Body {
		b, err := r.splitAtom(a, sigma, preds)
		if err != nil {
			return nil, nil, err
		}
		d.Body = append(d.Body, b)
	}
	if c.Head != nil {
		h, err := r.splitAtom(*c.Head, sigma, preds)
		if err != nil {
			return nil, nil, err
		}
		d.Head = &h
	}
	return d, sigma, nil
}

func (r *recordSplitter) splitAtom(a chc.Atom, sigma map[*chc.Term]*chc.Term, preds map[*chc.Pred]*chc.Pred) (chc.Atom, error) {
	out := chc.Atom{Pred: preds[a.Pred]}
	for _, t := range a.Args {
		ls, err := r.leaves(r.f.Simplify(r.f.Subst(t, sigma)))
		if err != nil {
			return chc.Atom{}, err
		}
		out.Args = append(out.Args, ls...)
	}
	return out, nil
}

// joinModel interprets each split input predicate as its split
// predicate's interpretation over the selectors applied to its record
// parameters.
func (r *recordSplitter) joinModel(ctx context.Context, m chc.Model, in []*chc.Pred, preds map[*chc.Pred]*chc.Pred) (chc.Model, error) {
	return replacedModel(ctx, m, in, preds, func(p, q *chc.Pred, im chc.Interp) (chc.Interp, error) {
		avoid := make(map[string]bool)
		for _, v := range chc.FreeVars(im.Body) {
			avoid[v.Name()] = true
		}
		params := freshParams(r.f, p.Params, avoid)
		var leaves []*chc.Term
		for _, x := range params {
			ls, err := r.leaves(x)
			if err != nil {
				return chc.Interp{}, err
			}
			leaves = append(leaves, ls...)
		}
		if len(leaves) != len(im.Params) {
			return chc.Interp{}, fmt.Errorf("model of %s has %d parameters, want %d", q.Name, len(im.Params), len(leaves))
		}
		sub := make(map[*chc.Term]*chc.Term, len(leaves))
		for i, v := range im.Params {
			sub[v] = leaves[i]
		}
		return chc.Interp{Params: params, Body: r.f.Subst(im.Body, sub)}, nil
	})
}

// OnRecords applies Pass only to a system that SplitRecords would change
// (a record argument or variable anywhere); to any other it is the
// identity. Default runs Simplify this way before SplitRecords: the
// Solidity compiler's clauses have dozens of record variables, most of
// them defined by an equation; simplified first, those are substituted
// away before any is split into fields, and the system that comes out is
// smaller and cheaper to preprocess (docs/strategy.md, decisions:
// OnRecords).
type OnRecords struct {
	Pass Pass
}

// Name returns the pass's own name.
func (o OnRecords) Name() string { return o.Pass.Name() }

// Apply applies the pass to s if s has a record, else returns s.
func (o OnRecords) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	if !hasRecords(s) {
		return s, Identity, nil
	}
	return o.Pass.Apply(ctx, s)
}

// run makes a pipeline's statistics show the pass, under its own name,
// only where it applies.
func (o OnRecords) run(ctx context.Context, s *chc.System, prefix string, stats *[]Stat) (*chc.System, BackMap, error) {
	if !hasRecords(s) {
		return s, Identity, nil
	}
	return applyOne(ctx, o.Pass, s, strings.TrimSuffix(prefix, o.Name()+"/"), stats)
}

// hasRecords reports whether SplitRecords would change s.
func hasRecords(s *chc.System) bool {
	if !s.Terms.HasDatatypes() {
		return false
	}
	r := &recordSplitter{f: s.Terms, isRecord: make(map[chc.Sort]*chc.Constructor)}
	return r.anyRecord(s)
}
