package preprocess

import (
	"context"
	"fmt"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Pass rewrites a system into a smaller or simpler one with the same answer,
// and returns the way back for witnesses. The output shares the input's term
// factory; the input is never modified. Apply checks ctx in its loops and,
// once ctx is done, returns an error wrapping ctx.Err().
type Pass interface {
	Name() string
	Apply(ctx context.Context, s *chc.System) (*chc.System, BackMap, error)
}

// BackMap translates the witnesses of a pass's output system into witnesses
// of its input system. Model turns a model of the output into a model of the
// input; Derivation turns a derivation of the output into one of the input
// whose nodes use the input's clauses and carry a value for every variable of
// their clause. Either may need a solver (to eliminate quantifiers from a
// model, or to recover values of variables a pass eliminated); newSolver may
// be nil when no pass needs one, and then such a need is an error.
type BackMap interface {
	Model(ctx context.Context, m chc.Model, newSolver smt.NewSolver) (chc.Model, error)
	Derivation(ctx context.Context, d *chc.Derivation, newSolver smt.NewSolver) (*chc.Derivation, error)
}

// Identity is the back map of a pass that changed nothing.
var Identity BackMap = identity{}

type identity struct{}

func (identity) Model(_ context.Context, m chc.Model, _ smt.NewSolver) (chc.Model, error) {
	return m, nil
}

func (identity) Derivation(_ context.Context, d *chc.Derivation, _ smt.NewSolver) (*chc.Derivation, error) {
	return d, nil
}

// Compose returns the back map of passes applied in the order of maps: a
// witness of the last pass's output goes through the last map first.
func Compose(maps ...BackMap) BackMap {
	var out composed
	for _, m := range maps {
		switch m := m.(type) {
		case nil, identity:
		case composed:
			out = append(out, m...)
		default:
			out = append(out, m)
		}
	}
	switch len(out) {
	case 0:
		return Identity
	case 1:
		return out[0]
	}
	return out
}

type composed []BackMap

func (c composed) Model(ctx context.Context, m chc.Model, ns smt.NewSolver) (chc.Model, error) {
	for i := len(c) - 1; i >= 0; i-- {
		var err error
		if m, err = c[i].Model(ctx, m, ns); err != nil {
			return nil, err
		}
	}
	return m, nil
}

func (c composed) Derivation(ctx context.Context, d *chc.Derivation, ns smt.NewSolver) (*chc.Derivation, error) {
	for i := len(c) - 1; i >= 0; i-- {
		var err error
		if d, err = c[i].Derivation(ctx, d, ns); err != nil {
			return nil, err
		}
	}
	return d, nil
}

// Size measures a system for the statistics and the fixpoint driver.
type Size struct {
	Clauses, Preds, Args int // Args: the arities of the predicates, summed
}

// SizeOf returns the size of s.
func SizeOf(s *chc.System) Size {
	z := Size{Clauses: len(s.Clauses), Preds: len(s.Preds)}
	for _, p := range s.Preds {
		z.Args += p.Arity()
	}
	return z
}

// Less orders sizes by predicates, then arguments, then clauses: the order in
// which the passes make progress (unfolding may trade clauses for predicates).
func (z Size) Less(o Size) bool {
	if z.Preds != o.Preds {
		return z.Preds < o.Preds
	}
	if z.Args != o.Args {
		return z.Args < o.Args
	}
	return z.Clauses < o.Clauses
}

func (z Size) String() string {
	return fmt.Sprintf("%d clauses, %d predicates, %d arguments", z.Clauses, z.Preds, z.Args)
}

// Stat records one application of a pass.
type Stat struct {
	Pass          string // the pass's name, prefixed by its group: "fixpoint.2/inline"
	Before, After Size
	Time          time.Duration
	Note          string // what the pass did or why it did not apply, if it says (Noter)
}

// Noter is implemented by the back maps of passes that explain their
// application in the statistics: how they translated the system, or why
// they left it unchanged.
type Noter interface {
	Note() string
}

// newSystem returns an empty system sharing s's factory and name.
func newSystem(s *chc.System) *chc.System {
	return &chc.System{Terms: s.Terms, Name: s.Name}
}
