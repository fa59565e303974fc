package z3

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestErrors(t *testing.T) {
	c := newCtx(t)
	m := must[AST](t)
	ints := must[Sort](t)(c.IntSort())
	x := m(c.Const("x", ints))
	tt := m(c.True())
	s := must[*Solver](t)(c.NewSolver())
	for name, f := range map[string]func() error{
		"add bool int":  func() error { _, err := c.Add(tt, x); return err },
		"eq mismatch":   func() error { _, err := c.Eq(tt, x); return err },
		"not of int":    func() error { _, err := c.Not(x); return err },
		"select on int": func() error { _, err := c.Select(x, x); return err },
		"fraction int":  func() error { _, err := c.Int("1/2"); return err },
		"bad numeral":   func() error { _, err := c.Int("12abc"); return err },
		"idiv real":     func() error { _, err := c.IDiv(m(c.Real("1.5")), x); return err },
		"assert int":    func() error { return s.Assert(x) },
		"parse":         func() error { _, err := c.ParseSMTLIB2("(assert (> y 0))"); return err },
		"pop too many":  func() error { return s.Pop(3) },
		"params":        func() error { return s.SetParams(Params{"no_such_param": true}) },
		"project const": func() error { _, err := c.Exists([]AST{m(c.Int("1"))}, tt); return err },
		"zero AST":      func() error { _, err := c.Not(AST{}); return err },
		"arg of const":  func() error { _, err := x.Arg(0); return err },
		"numeral of x":  func() error { _, err := x.NumeralString(); return err },
		"model unknown": func() error { _, err := s.Model(); return err },
	} {
		err := f()
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if !strings.HasPrefix(err.Error(), "z3: ") {
			t.Errorf("%s: error %q lacks the z3: prefix", name, err)
		}
		t.Logf("%s: %v", name, err)
	}
	// The context still works after errors.
	if _, err := c.Add(x, x); err != nil {
		t.Fatalf("after errors: %v", err)
	}
	var ze *Error
	_, err := c.Add(tt, x)
	if !errors.As(err, &ze) || ze.Op != "Add" || ze.Msg == "" {
		t.Errorf("error %#v", err)
	}
	if err := s.SetParams(Params{"timeout": uint(1000), "random_seed": 3}); err != nil {
		t.Errorf("SetParams: %v", err)
	}
}

func TestForeignAndReleased(t *testing.T) {
	c1, c2 := newCtx(t), newCtx(t)
	ints := must[Sort](t)(c1.IntSort())
	x := must[AST](t)(c1.Const("x", ints))
	if _, err := c2.Neg(x); err == nil {
		t.Error("foreign handle accepted")
	}
	y := x // copies share the reference
	c1.Release(x)
	if _, err := c1.Neg(y); !errors.Is(err, ErrReleased) {
		t.Errorf("released handle: %v", err)
	}
	if y.Valid() || y.String() != "<invalid AST>" || y.Kind() != UnknownAST {
		t.Errorf("released handle still looks valid: %v", y)
	}
	c1.Release(x) // twice is fine
}

func TestClose(t *testing.T) {
	c, err := NewContext(Options{Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	ints := must[Sort](t)(c.IntSort())
	x := must[AST](t)(c.Const("x", ints))
	s := must[*Solver](t)(c.NewSolver())
	sc := c.Scope()
	_ = must[AST](t)(c.Neg(x))
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	c.Interrupt() // no-op after Close
	sc.End()      // no-op after Close
	c.Release(x)  // no-op after Close
	if _, err := c.Neg(x); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v", err)
	}
	if _, err := s.Check(context.Background()); !errors.Is(err, ErrClosed) {
		t.Errorf("Check after Close: %v", err)
	}
	if x.Valid() || x.String() != "<invalid AST>" {
		t.Errorf("x valid after Close")
	}
	if c.Scope() != (Scope{}) {
		t.Errorf("Scope after Close")
	}
}

func TestInterruptWhenIdle(t *testing.T) {
	c := newCtx(t)
	f := parse1(t, c, "(declare-const x Int)(assert (> x 3))")
	s := must[*Solver](t)(c.NewSolver())
	_ = s.Assert(f)
	c.Interrupt()
	c.Interrupt()
	// Z3_interrupt outside a check used to leave the limit cancelled:
	// Push then failed with "push canceled".
	if err := s.Push(); err != nil {
		t.Fatalf("Push after idle Interrupt: %v", err)
	}
	if st, err := s.Check(context.Background()); st != Sat || err != nil {
		t.Errorf("Check after idle Interrupt = %v, %v (%s)", st, err, s.ReasonUnknown())
	}
}

func TestConfigErrors(t *testing.T) {
	for _, cfg := range []map[string]string{
		{"no_such": "1"}, {"proof": "maybe"}, {"rlimit": "-3"},
	} {
		if c, err := NewContext(Options{Config: cfg}); err == nil {
			c.Close()
			t.Errorf("NewContext(%v) succeeded", cfg)
		}
	}
	c, err := NewContext(Options{Config: map[string]string{"rlimit": "100000000", "unsat_core": "true"}})
	if err != nil {
		t.Fatal(err)
	}
	c.Close()
}
