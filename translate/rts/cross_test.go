package rts_test

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/rts"
)

// randomOp returns a random operation over the Int variables p, q and x.
func randomOp(rng *rand.Rand) rts.Op {
	ptr := func() *rts.Expr {
		if rng.Intn(3) == 0 {
			return rts.App("+", rts.Sym("p"), rts.Num(1))
		}
		return rts.Sym([]string{"p", "q"}[rng.Intn(2)])
	}
	v := []string{"p", "q", "x"}[rng.Intn(3)]
	fail := rng.Intn(3) == 0
	switch rng.Intn(10) {
	case 0, 1:
		return rts.Op{Kind: rts.OpAlloc, Var: []string{"p", "q"}[rng.Intn(2)], Args: []*rts.Expr{rts.Num(1 + rng.Intn(2))}}
	case 2:
		return rts.Op{Kind: rts.OpAllocNull, Var: v}
	case 3:
		return rts.Op{Kind: rts.OpFree, Args: []*rts.Expr{ptr()}, Fail: fail}
	case 4:
		return rts.Op{Kind: rts.OpLoad, Var: "x", Args: []*rts.Expr{ptr()}, Fail: fail}
	case 5:
		return rts.Op{Kind: rts.OpStore, Args: []*rts.Expr{ptr(), rts.Sym("x")}, Fail: fail}
	case 6:
		return rts.Op{Kind: rts.OpAssume, Args: []*rts.Expr{rts.App("=", rts.Sym("x"), rts.Num(rng.Intn(3)))}}
	case 7:
		return rts.Op{Kind: rts.OpHavoc, Vars: []string{"x"}}
	case 8:
		return rts.Op{Kind: rts.OpRel, Args: []*rts.Expr{rts.App("=", rts.App("val'", ptr()), rts.Sym("x"))}}
	}
	return rts.Op{Kind: rts.OpSeq, Seq: []rts.Op{randomOp(rng), randomOp(rng)}}
}

// randomRTS returns a small random RTS on vertices 0 … 4, error 4.
func randomRTS(rng *rand.Rand, i int) *rts.RTS {
	h := rts.DefaultHeap
	h.Bound = 3
	r := &rts.RTS{Name: fmt.Sprintf("random%d", i), Heap: h, Root: 0, Error: 4,
		Store: []rts.Var{{Name: "p", Sort: chc.IntSort}, {Name: "q", Sort: chc.IntSort}, {Name: "x", Sort: chc.IntSort}}}
	for v := 0; v <= 4; v++ {
		r.Vertices = append(r.Vertices, rts.Vertex{ID: v})
	}
	for e := 0; e < 6; e++ {
		from := rng.Intn(4)
		to := from + 1 + rng.Intn(4-from) // forward edges: acyclic
		r.Edges = append(r.Edges, rts.Edge{From: from, To: to, Op: randomOp(rng)})
	}
	return r
}

// TestEncodingsAgree: on random acyclic RTSs, every bounded encoding gets
// z3's same answer as the basic one (12 RTSs; 100 with -rts.all).
func TestEncodingsAgree(t *testing.T) {
	needZ3(t)
	rng := rand.New(rand.NewSource(1))
	answers := map[string]int{}
	count := 12
	if *allEngines {
		count = 100
	}
	for i := 0; i < count; i++ {
		r := randomRTS(rng, i)
		if err := r.Check(); err != nil {
			t.Fatal(err)
		}
		want := ""
		for _, enc := range encodings {
			if enc.opt.Unbounded {
				continue
			}
			s, err := rts.Encode(r, enc.opt)
			if err != nil {
				t.Fatalf("%s: %v", enc.name, err)
			}
			got := z3Answer(t, s)
			if want == "" {
				want = got
				answers[got]++
			}
			if got != want {
				var b strings.Builder
				r.WriteText(&b)
				t.Errorf("%s: %s says %s, basic says %s\n%s", r.Name, enc.name, got, want, b.String())
			}
		}
	}
	t.Logf("answers: %v", answers)
}
