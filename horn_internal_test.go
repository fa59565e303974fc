package horn

import (
	"errors"
	"strings"
	"testing"

	"github.com/horn-chc/horn/result"
)

// TestGuard: a panic below an exported function becomes its error, an
// *result.PanicError naming the function, the value and the stack.
func TestGuard(t *testing.T) {
	f := func() (err error) {
		defer guard("Solve", &err)
		var m map[string]int
		m["x"]++ // a bug: assignment to a nil map
		return nil
	}
	err := f()
	var pe *result.PanicError
	if !errors.As(err, &pe) {
		t.Fatalf("error %v (%T), want an *result.PanicError", err, err)
	}
	if !strings.Contains(err.Error(), "horn.Solve") || !strings.Contains(err.Error(), "nil map") || len(pe.Stack) == 0 {
		t.Errorf("error %q (stack %d bytes): want the function, the panic and the stack", err, len(pe.Stack))
	}
}
