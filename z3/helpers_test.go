package z3

import (
	"context"
	"fmt"
	"strings"
	"testing"
)

// newCtx returns a context closed at the end of the test.
func newCtx(t testing.TB) *Context {
	t.Helper()
	c, err := NewContext(Options{})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// must fails the test on err.
func must[T any](t testing.TB) func(T, error) T {
	return func(v T, err error) T {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
}

// parse1 parses SMT-LIB2 and returns the conjunction of its assertions.
func parse1(t testing.TB, c *Context, src string) AST {
	t.Helper()
	fs := must[[]AST](t)(c.ParseSMTLIB2(src))
	if len(fs) == 1 {
		return fs[0]
	}
	return must[AST](t)(c.And(fs...))
}

// php is the pigeonhole formula for n+1 pigeons in n holes: unsat and
// exponentially hard for resolution.
func php(n int) string {
	var b strings.Builder
	for i := 0; i <= n; i++ {
		for j := 0; j < n; j++ {
			fmt.Fprintf(&b, "(declare-const p%d_%d Bool)\n", i, j)
		}
	}
	for i := 0; i <= n; i++ {
		b.WriteString("(assert (or")
		for j := 0; j < n; j++ {
			fmt.Fprintf(&b, " p%d_%d", i, j)
		}
		b.WriteString("))\n")
	}
	for j := 0; j < n; j++ {
		for i := 0; i <= n; i++ {
			for k := i + 1; k <= n; k++ {
				fmt.Fprintf(&b, "(assert (or (not p%d_%d) (not p%d_%d)))\n", i, j, k, j)
			}
		}
	}
	return b.String()
}

// satModel checks f in a fresh solver of c, requires sat and returns the
// model.
func satModel(t testing.TB, c *Context, f AST) *Model {
	t.Helper()
	s := must[*Solver](t)(c.NewSolver())
	if err := s.Assert(f); err != nil {
		t.Fatal(err)
	}
	if st, err := s.Check(context.Background()); st != Sat || err != nil {
		t.Fatalf("Check = %v, %v", st, err)
	}
	return must[*Model](t)(s.Model())
}
