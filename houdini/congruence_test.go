package houdini

import (
	"math/big"
	"testing"

	"github.com/horn-chc/horn/chc"
)

// TestCongruencesFromPoints: points of a counter x stepped by 2 from 1
// and a y = x + 4k keep x odd and x − y ≡ 0 (mod 4); every congruence
// offered holds at every point, evaluated exactly. A point with x even
// removes x's congruence, and giveUp leaves the domain top.
func TestCongruencesFromPoints(t *testing.T) {
	f := chc.NewFactory()
	xs := []*chc.Term{f.Var("x0", chc.IntSort), f.Var("x1", chc.IntSort)}
	c := newCongruences([]int{0, 1}, true)
	holds := func(p []*big.Rat) {
		t.Helper()
		env := chc.Env{xs[0]: chc.NumValue(p[0], chc.IntSort), xs[1]: chc.NumValue(p[1], chc.IntSort)}
		for _, phi := range c.terms(f, xs) {
			v, err := chc.Eval(phi, env)
			if err != nil {
				t.Fatal(err)
			}
			if !v.Bool() {
				t.Errorf("%v fails at %v", phi, p)
			}
		}
	}
	points := [][]*big.Rat{pt(1, 5), pt(3, -1), pt(-7, 9), pt(11, 7)}
	for _, p := range points {
		c.add(p)
	}
	for _, p := range points {
		holds(p)
	}
	x0odd := f.Eq(f.MustApp(chc.OpMod, xs[0], f.Int(2)), f.Int(1))
	diff := f.Eq(f.MustApp(chc.OpMod, f.Add(xs[0], f.Scale(big.NewRat(-1, 1), xs[1])), f.Int(4)), f.Int(0))
	want := map[*chc.Term]bool{x0odd: true, diff: true}
	got := map[*chc.Term]bool{}
	for _, phi := range c.terms(f, xs) {
		got[phi] = true
	}
	for phi := range want {
		if !got[phi] {
			t.Errorf("missing %v in %v", phi, c.terms(f, xs))
		}
	}
	if !c.add(pt(2, 6)) {
		t.Fatal("a point with x0 even did not change the domain")
	}
	for _, phi := range c.terms(f, xs) {
		if phi == x0odd {
			t.Errorf("x0 odd still offered after x0 = 2")
		}
	}
	if c.top() {
		t.Error("top with congruences left")
	}
	c.giveUp()
	if !c.top() || c.size() != 0 || len(c.terms(f, xs)) != 0 {
		t.Errorf("after giveUp: top %v, terms %v", c.top(), c.terms(f, xs))
	}
}
