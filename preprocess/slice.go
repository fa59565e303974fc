package preprocess

import (
	"context"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Slice drops what cannot matter to a query. First predicates: a predicate
// that no derivation from facts reaches is interpreted as false, one that
// reaches no query as true, and the clauses that mention them go (they hold
// under those interpretations). Then, unless NoArgs, arguments: an argument
// position whose values never flow into a constraint that matters (per
// argument cone of influence, see sliceArgs) is dropped from the predicate;
// the back-translated model leaves it unconstrained, and derivations get its
// values back from the facts upwards.
type Slice struct {
	NoArgs bool // keep every argument
}

// Name returns "slice".
func (Slice) Name() string { return "slice" }

// Apply slices s.
func (sl Slice) Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	mid, b1, err := slicePreds(ctx, s)
	if err != nil || sl.NoArgs {
		return mid, b1, err
	}
	out, b2, err := sliceArgs(ctx, mid)
	if err != nil {
		return nil, nil, err
	}
	return out, Compose(b1, b2), nil
}

// slicePreds drops the predicates no fact reaches and those that reach no
// query, with their clauses.
func slicePreds(ctx context.Context, s *chc.System) (*chc.System, BackMap, error) {
	derivable, err := derivablePreds(ctx, s)
	if err != nil {
		return nil, nil, err
	}
	live := func(c *chc.Clause) bool {
		for _, a := range c.Body {
			if !derivable[a.Pred] {
				return false
			}
		}
		return true
	}
	useful, err := usefulPreds(ctx, s, live)
	if err != nil {
		return nil, nil, err
	}
	out := newSystem(s)
	for _, c := range s.Clauses {
		if err := ctx.Err(); err != nil {
			return nil, nil, err
		}
		if live(c) && (c.Head == nil || useful[c.Head.Pred]) {
			out.Clauses = append(out.Clauses, c)
		}
	}
	dropped := make(map[*chc.Pred]bool)
	for _, p := range s.Preds {
		if derivable[p] && useful[p] {
			out.Preds = append(out.Preds, p)
		} else {
			dropped[p] = derivable[p] // true: reaches no query; false: underivable
		}
	}
	if len(out.Clauses) == len(s.Clauses) && len(dropped) == 0 {
		return s, Identity, nil
	}
	model := func(ctx context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
		m = copyModel(m)
		for _, p := range s.Preds { // in order, not the map's: see chc.Model.Preds
			top, ok := dropped[p]
			if !ok {
				continue
			}
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			m[p] = chc.Interp{Params: freshParams(s.Terms, p.Params, nil), Body: s.Terms.BoolConst(top)}
		}
		return m, nil
	}
	// The kept clauses are the input's own: derivations need no change.
	return out, &backMap{in: s, model: model}, nil
}

// derivablePreds returns the predicates some derivation from facts reaches.
func derivablePreds(ctx context.Context, s *chc.System) (map[*chc.Pred]bool, error) {
	derivable := make(map[*chc.Pred]bool)
	waiting := make([]int, len(s.Clauses)) // body atoms whose predicate is not yet derivable
	users := make(map[*chc.Pred][]int)
	var work []*chc.Pred
	reach := func(p *chc.Pred) {
		if !derivable[p] {
			derivable[p] = true
			work = append(work, p)
		}
	}
	for i, c := range s.Clauses {
		waiting[i] = len(c.Body)
		for _, a := range c.Body {
			users[a.Pred] = append(users[a.Pred], i)
		}
		if len(c.Body) == 0 && c.Head != nil {
			reach(c.Head.Pred)
		}
	}
	for len(work) > 0 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		p := work[len(work)-1]
		work = work[:len(work)-1]
		for _, i := range users[p] { // once per occurrence of p
			if waiting[i]--; waiting[i] == 0 && s.Clauses[i].Head != nil {
				reach(s.Clauses[i].Head.Pred)
			}
		}
	}
	return derivable, nil
}

// usefulPreds returns the predicates that occur in the body of a live query
// or of a live clause whose head is useful.
func usefulPreds(ctx context.Context, s *chc.System, live func(*chc.Clause) bool) (map[*chc.Pred]bool, error) {
	useful := make(map[*chc.Pred]bool)
	defs := make(map[*chc.Pred][]*chc.Clause)
	var work []*chc.Clause
	for _, c := range s.Clauses {
		switch {
		case !live(c):
		case c.Head == nil:
			work = append(work, c)
		default:
			defs[c.Head.Pred] = append(defs[c.Head.Pred], c)
		}
	}
	for len(work) > 0 {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		c := work[len(work)-1]
		work = work[:len(work)-1]
		for _, a := range c.Body {
			if !useful[a.Pred] {
				useful[a.Pred] = true
				work = append(work, defs[a.Pred]...)
			}
		}
	}
	return useful, nil
}
