package chc

import (
	"math/big"
	"testing"
)

// TestProgressions: points on lines along one variable become ranges
// (with a mod for a step above 1), the same set as evaluation on a grid
// shows; points on no line, and disjunctions that are not of points,
// stay as they are.
func TestProgressions(t *testing.T) {
	f := NewFactory()
	x, y, z := f.Var("x", IntSort), f.Var("y", IntSort), f.Var("z", IntSort)
	pt := func(vs ...int64) *Term {
		eqs := []*Term{f.Eq(x, f.Int(vs[0])), f.Eq(y, f.Int(vs[1]))}
		if len(vs) > 2 {
			eqs = append(eqs, f.Eq(z, f.Int(vs[2])))
		}
		return f.MustApp(OpAnd, eqs...)
	}
	var countBy2, twoLines, scattered []*Term
	for i := int64(0); i <= 20; i += 2 {
		countBy2 = append(countBy2, pt(i, 8))
	}
	for i := int64(0); i <= 6; i++ {
		twoLines = append(twoLines, pt(i, 0, 0), pt(i, 1, -1))
	}
	scattered = []*Term{pt(0, 0), pt(1, 0), pt(3, 0), pt(0, 5)}
	for _, tc := range []struct {
		name string
		in   *Term
		want string
	}{
		{"count by 2", f.MustApp(OpOr, countBy2...), "(and (= y 8) (<= 0 x) (<= x 20) (= (mod x 2) 0))"},
		{"two lines", f.MustApp(OpOr, twoLines...), "(or (and (= y 0) (= z 0) (<= 0 x) (<= x 6)) (and (= y 1) (= z (- 1)) (<= 0 x) (<= x 6)))"},
		{"no line", f.MustApp(OpOr, scattered...), ""},
		{"not points", f.MustApp(OpOr, pt(0, 0), f.MustApp(OpLt, x, y), pt(2, 0)), ""},
	} {
		got := progressions(f, tc.in)
		if tc.want == "" {
			if got != tc.in {
				t.Errorf("%s: rewritten to %s", tc.name, got)
			}
			continue
		}
		if got.String() != tc.want {
			t.Errorf("%s: got %s, want %s", tc.name, got, tc.want)
		}
		for i := int64(-3); i <= 24; i++ {
			for j := int64(-2); j <= 9; j++ {
				for k := int64(-2); k <= 1; k++ {
					env := Env{x: IntValue(big.NewInt(i)), y: IntValue(big.NewInt(j)), z: IntValue(big.NewInt(k))}
					a, err1 := Eval(tc.in, env)
					b, err2 := Eval(got, env)
					if err1 != nil || err2 != nil || a.Bool() != b.Bool() {
						t.Fatalf("%s: at x=%d y=%d z=%d: %v (%v) before, %v (%v) after", tc.name, i, j, k, a, err1, b, err2)
					}
				}
			}
		}
	}
}
