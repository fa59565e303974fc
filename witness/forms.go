package witness

import (
	"context"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// Form is one way to print a model: Name is "minimized", "ranged",
// "simplified" or "unsimplified" (the model as given).
type Form struct {
	Model chc.Model
	Name  string
}

// Forms returns the forms of m, a model of s, to validate and print, the
// most readable first: m minimized (Minimize within budget), with points
// on lines written as ranges (chc.Model.Ranged), simplified
// (chc.Model.Simplified, which costs no solver check), and m itself,
// the first two left out when minimize is false, each with its
// parameters named as s's clauses name them (chc.ParamNames). A form
// that changes no body is left out. st is Minimize's statistics, zero when it did not run or
// changed nothing. A caller prints the first form that validates: each
// form is equivalent to the next where both validate, and a failure of
// the more readable one alone is the simplifier's or the minimizer's
// bug.
func Forms(ctx context.Context, s *chc.System, m chc.Model, ns smt.NewSolver, minimize bool, budget MinimizeBudget) (forms []Form, st MinimizeStats) {
	named := m.Renamed(s.Terms, chc.ParamNames(s))
	forms = []Form{{Model: named, Name: "unsimplified"}}
	simplified := named.Simplified(s.Terms)
	if !SameBodies(named, simplified) {
		forms = append([]Form{{Model: simplified, Name: "simplified"}}, forms...)
	}
	if !minimize {
		return forms, st
	}
	// The points stay the next form: the checker evaluates them point by
	// point.
	if ranged := simplified.Ranged(s.Terms); !SameBodies(ranged, simplified) {
		simplified = ranged
		forms = append([]Form{{Model: ranged, Name: "ranged"}}, forms...)
	}
	min, st, err := Minimize(ctx, s, simplified, ns, budget)
	if err != nil || SameBodies(min, simplified) {
		return forms, MinimizeStats{}
	}
	return append([]Form{{Model: min, Name: "minimized"}}, forms...), st
}

// SameBodies reports whether a and b interpret each predicate by the
// same body.
func SameBodies(a, b chc.Model) bool {
	for p, in := range a {
		if b[p].Body != in.Body {
			return false
		}
	}
	return len(a) == len(b)
}

// Rejected is a form passed over before the one printed, with its
// validation's error: Undecided (it reached the work bound) only costs
// readability; any other is the simplifier's or the minimizer's bug.
type Rejected struct {
	Form Form
	Err  error
}

// FirstValid validates forms in order with check and returns the first
// that validates and the forms passed over before it. When none
// validates, first is the last form and err is the first failure's (a
// bug to report) if a check failed, else the last form's undecided
// error. A done ctx ends the search with the current form's error.
func FirstValid(ctx context.Context, forms []Form, check func(Form) error) (first Form, passed []Rejected, err error) {
	var failed error
	for _, f := range forms {
		err = check(f)
		if err == nil || ctx.Err() != nil {
			return f, passed, err
		}
		if !Undecided(err) && failed == nil {
			failed = err
		}
		passed = append(passed, Rejected{Form: f, Err: err})
	}
	if failed != nil {
		err = failed
	}
	return forms[len(forms)-1], passed, err
}
