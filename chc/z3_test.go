package chc

import (
	"bufio"
	"context"
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// termGen makes random ground terms of sorts Bool, Int and Real.
type termGen struct {
	f *Factory
	r *rand.Rand
}

func (g termGen) gen(s Sort, depth int) *Term {
	switch s.Kind() {
	case KindInt:
		return g.intTerm(depth)
	case KindReal:
		return g.realTerm(depth)
	case KindArray:
		return g.arrayTerm(s, depth)
	}
	return g.boolTerm(depth)
}

// arrayTerm makes a term of sort (Array Int Int) or (Array Bool Int).
func (g termGen) arrayTerm(s Sort, d int) *Term {
	f, r := g.f, g.r
	if d == 0 || r.Intn(4) == 0 {
		c, err := f.ConstArray(s, f.Int(int64(r.Intn(5)-2)))
		if err != nil {
			panic(err)
		}
		return c
	}
	sub := func() *Term { return g.arrayTerm(s, d-1) }
	switch r.Intn(5) {
	case 0:
		return f.MustApp(OpIte, g.boolTerm(d-1), sub(), sub())
	}
	// small indices and elements, so that stores overwrite each other
	i := f.Int(int64(r.Intn(3)))
	if s.Index() == BoolSort {
		i = f.BoolConst(r.Intn(2) == 0)
	}
	return f.Store(sub(), i, f.Int(int64(r.Intn(5)-2)))
}

func (g termGen) arraySort() Sort {
	if g.r.Intn(2) == 0 {
		return arrII
	}
	return arrBI
}

func (g termGen) arith() Sort {
	if g.r.Intn(2) == 0 {
		return IntSort
	}
	return RealSort
}

func (g termGen) intTerm(d int) *Term {
	f, r := g.f, g.r
	if d == 0 || r.Intn(6) == 0 {
		return f.Int(int64(r.Intn(41) - 20))
	}
	sub := func() *Term { return g.intTerm(d - 1) }
	switch r.Intn(10) {
	case 9:
		a := g.arrayTerm(g.arraySort(), d-1)
		if a.Sort().Index() == BoolSort {
			return f.Select(a, g.boolTerm(d-1))
		}
		return f.Select(a, f.MustApp(OpMod, sub(), f.Int(3)))
	case 0:
		return f.MustApp(OpAdd, sub(), sub(), sub())
	case 1:
		return f.MustApp(OpSub, sub(), sub())
	case 2:
		return f.MustApp(OpNeg, sub())
	case 3:
		return f.MustApp(OpMul, sub(), sub())
	case 4:
		return f.MustApp(OpDiv, sub(), sub())
	case 5:
		return f.MustApp(OpMod, sub(), sub())
	case 6:
		return f.MustApp(OpAbs, sub())
	case 7:
		return f.MustApp(OpIte, g.boolTerm(d-1), sub(), sub())
	}
	return f.MustApp(OpToInt, g.realTerm(d-1))
}

func (g termGen) realTerm(d int) *Term {
	f, r := g.f, g.r
	if d == 0 || r.Intn(6) == 0 {
		return f.Real(int64(r.Intn(41)-20), int64(r.Intn(4)+1))
	}
	sub := func() *Term { return g.realTerm(d - 1) }
	switch r.Intn(7) {
	case 0:
		return f.MustApp(OpAdd, sub(), sub())
	case 1:
		return f.MustApp(OpSub, sub(), sub(), sub())
	case 2:
		return f.MustApp(OpNeg, sub())
	case 3:
		return f.MustApp(OpMul, sub(), sub())
	case 4:
		return f.MustApp(OpRealDiv, sub(), sub())
	case 5:
		return f.MustApp(OpIte, g.boolTerm(d-1), sub(), sub())
	}
	return f.MustApp(OpToReal, g.intTerm(d-1))
}

func (g termGen) boolTerm(d int) *Term {
	f, r := g.f, g.r
	if d == 0 || r.Intn(6) == 0 {
		return f.BoolConst(r.Intn(2) == 0)
	}
	sub := func() *Term { return g.boolTerm(d - 1) }
	cmp := func(op Op, n int) *Term {
		s := g.arith()
		var args []*Term
		for range n {
			args = append(args, g.gen(s, d-1))
		}
		return f.MustApp(op, args...)
	}
	switch r.Intn(13) {
	case 11:
		s := g.arraySort()
		return f.MustApp([]Op{OpEq, OpDistinct}[r.Intn(2)], g.arrayTerm(s, d-1), g.arrayTerm(s, d-1))
	case 0:
		return f.MustApp(OpNot, sub())
	case 1:
		return f.MustApp(OpAnd, sub(), sub())
	case 2:
		return f.MustApp(OpOr, sub(), sub(), sub())
	case 3:
		return f.MustApp(OpImplies, sub(), sub(), sub())
	case 4:
		return f.MustApp(OpXor, sub(), sub(), sub())
	case 5:
		return f.MustApp(OpEq, sub(), sub())
	case 6:
		return cmp(OpEq, 2+r.Intn(2))
	case 7:
		return cmp(OpDistinct, 2+r.Intn(2))
	case 8:
		return cmp([]Op{OpLe, OpLt, OpGe, OpGt}[r.Intn(4)], 2+r.Intn(2))
	case 9:
		return f.MustApp(OpIsInt, g.realTerm(d-1))
	case 10:
		return f.MustApp(OpIte, sub(), sub(), sub())
	}
	return cmp(OpLe, 2)
}

// z3Valid runs z3 on the formulas and reports, for each, whether z3 found
// it valid (its negation unsat). It returns nil, false when z3 is missing.
func z3Valid(t *testing.T, formulas []string) []bool {
	t.Helper()
	path, err := exec.LookPath("z3")
	if err != nil {
		return nil
	}
	var in strings.Builder
	for _, phi := range formulas {
		fmt.Fprintf(&in, "(push 1)(assert (not %s))(check-sat)(pop 1)\n", phi)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "-in", "-smt2")
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("z3: %v\n%s", err, out)
	}
	var res []bool
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		switch line := strings.TrimSpace(sc.Text()); line {
		case "unsat":
			res = append(res, true)
		case "sat", "unknown":
			res = append(res, false)
		default:
			t.Fatalf("z3 said %q", line)
		}
	}
	if len(res) != len(formulas) {
		t.Fatalf("z3 answered %d of %d queries", len(res), len(formulas))
	}
	return res
}

// TestEvalAgainstZ3 evaluates random ground terms (Int, Real, Bool and
// arrays) and asks z3 to confirm each
// value: (= t v) must be valid. Terms that divide by zero are skipped, as
// SMT-LIB leaves their value open.
func TestEvalAgainstZ3(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed")
	}
	if testing.Short() {
		t.Skip("-short")
	}
	g := termGen{f: NewFactory(), r: rand.New(rand.NewSource(20240521))}
	var terms []*Term
	var formulas []string
	skipped := 0
	for len(terms) < 500 {
		s := []Sort{IntSort, RealSort, BoolSort, arrII, arrBI}[len(terms)%5]
		u := g.gen(s, 2+g.r.Intn(4))
		v, err := Eval(u, nil)
		if err != nil {
			if !strings.Contains(err.Error(), "by zero") {
				t.Fatalf("Eval(%s): %v", u, err)
			}
			skipped++
			continue
		}
		terms = append(terms, u)
		formulas = append(formulas, fmt.Sprintf("(= %s %s)", u, g.f.Value(v)))
	}
	// Two controls that must come back invalid, so that a harness that
	// always says unsat cannot pass.
	formulas = append(formulas, "(= (div (- 7) 2) (- 3))", "(= (to_int (- 2.5)) (- 2))")
	valid := z3Valid(t, formulas)
	for i := range terms {
		if !valid[i] {
			t.Errorf("z3 disagrees: %s", formulas[i])
		}
	}
	if valid[len(terms)] || valid[len(terms)+1] {
		t.Errorf("z3 harness accepts wrong values")
	}
	t.Logf("%d terms checked, %d skipped for division by zero", len(terms), skipped)
}

// TestEvalAgainstZ3DivMod spells out the sign combinations of div and mod
// against z3 exhaustively on a small grid.
func TestEvalAgainstZ3DivMod(t *testing.T) {
	if _, err := exec.LookPath("z3"); err != nil {
		t.Skip("z3 not installed")
	}
	f := NewFactory()
	var formulas []string
	for a := int64(-9); a <= 9; a += 2 {
		for b := int64(-4); b <= 4; b++ {
			if b == 0 {
				continue
			}
			for _, op := range []Op{OpDiv, OpMod} {
				u := f.MustApp(op, f.Int(a), f.Int(b))
				v, err := Eval(u, nil)
				if err != nil {
					t.Fatal(err)
				}
				formulas = append(formulas, fmt.Sprintf("(= %s %s)", u, v))
			}
		}
		r := f.Real(a, 4)
		for _, u := range []*Term{f.MustApp(OpToInt, r), f.MustApp(OpIsInt, r)} {
			v, _ := Eval(u, nil)
			formulas = append(formulas, fmt.Sprintf("(= %s %s)", u, v))
		}
	}
	for i, ok := range z3Valid(t, formulas) {
		if !ok {
			t.Errorf("z3 disagrees: %s", formulas[i])
		}
	}
}
