package witness

import (
	"context"
	"errors"
	"fmt"
	"testing"
)

// TestFirstValid: the first form that validates is printed, with the
// forms passed over before it; when none does, the error is a failure's
// (a bug) before an undecided check's, and a done context ends the
// search at once.
func TestFirstValid(t *testing.T) {
	undecided := fmt.Errorf("clause 1: %w", errUnknown)
	failed := errors.New("clause 2 is violated")
	forms := []Form{{Name: "minimized"}, {Name: "simplified"}, {Name: "unsimplified"}}
	for _, c := range []struct {
		errs     []error // per form
		want     string
		passed   int
		wantErr  error
		cancelAt int // cancel the context when this form is checked; -1: never
	}{
		{[]error{nil, nil, nil}, "minimized", 0, nil, -1},
		{[]error{undecided, nil, nil}, "simplified", 1, nil, -1},
		{[]error{failed, undecided, nil}, "unsimplified", 2, nil, -1},
		{[]error{undecided, undecided, undecided}, "unsimplified", 3, undecided, -1},
		{[]error{undecided, failed, undecided}, "unsimplified", 3, failed, -1},
		{[]error{undecided, undecided, nil}, "simplified", 1, undecided, 1},
	} {
		ctx, cancel := context.WithCancel(context.Background())
		i := 0
		got, passed, err := FirstValid(ctx, forms, func(f Form) error {
			if i == c.cancelAt {
				cancel()
			}
			i++
			return c.errs[i-1]
		})
		cancel()
		if got.Name != c.want || len(passed) != c.passed || !errors.Is(err, c.wantErr) || (c.wantErr == nil) != (err == nil) {
			t.Errorf("%v: got %s, %d passed, %v; want %s, %d, %v", c.errs, got.Name, len(passed), err, c.want, c.passed, c.wantErr)
		}
	}
}
