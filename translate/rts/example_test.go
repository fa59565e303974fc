package rts_test

import (
	"fmt"
	"os"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/translate/rts"
)

// Build the paper's access_error in code, print it, and encode it.
func Example() {
	h := rts.DefaultHeap
	h.Bound = 4
	r := &rts.RTS{
		Name:     "access_error",
		Store:    []rts.Var{{Name: "x0", Sort: chc.IntSort}, {Name: "x1", Sort: chc.IntSort}},
		Heap:     h,
		Vertices: []rts.Vertex{{ID: 0}, {ID: 1}, {ID: 6, Label: "error"}},
		Root:     0,
		Error:    6,
		Edges: []rts.Edge{
			{From: 0, To: 1, Op: rts.Op{Kind: rts.OpAlloc, Var: "x1", Args: []*rts.Expr{rts.Num(1)}}},
			{From: 1, To: 6, Op: rts.Op{Kind: rts.OpStore, Args: []*rts.Expr{rts.Sym("x0"), rts.Num(3)}, Fail: true}},
		},
	}
	if err := r.WriteText(os.Stdout); err != nil {
		fmt.Println(err)
	}
	s, err := rts.Encode(r, rts.Options{Encoding: rts.Kripke, Join: rts.Chain})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range s.Preds {
		fmt.Println(p.Name, p.Arity())
	}
	fmt.Println(len(s.Clauses), "clauses")
	// Output:
	// (rts access_error
	//   (store (x0 Int) (x1 Int))
	//   (heap :bound 4 :null 0 :first 1)
	//   (vertex 0)
	//   (vertex 1)
	//   (vertex 6 :label "error")
	//   (root 0)
	//   (error 6)
	//   (edge 0 1 (alloc x1 1))
	//   (edge 1 6 (store x0 3 :fail)))
	// R_0 4
	// R_1 7
	// R_2 10
	// R_3 16
	// 19 clauses
}

func ExampleParse() {
	src := `(rts tiny (store (p Int)) (heap :bound 2)
  (vertex 0) (vertex 1) (root 0) (error 1)
  (edge 0 1 (load p q)))`
	_, err := rts.Parse("tiny.rts", []byte(src))
	fmt.Println(err)
	// Output:
	// tiny.rts:3:21: unknown variable q
}

func ExampleParseExpr() {
	e, err := rts.ParseExpr("(and (alloc? p)\n  (> (val p) 0))")
	fmt.Println(e, err)
	fmt.Println(rts.App("=", rts.Sym("x'"), rts.App("+", rts.Sym("x"), rts.Num(-1))))
	// Output:
	// (and (alloc? p) (> (val p) 0)) <nil>
	// (= x' (+ x (- 1)))
}

func ExampleParseWorlds() {
	for _, spec := range []string{"log", "linear:4", "4,8,20"} {
		ws, err := rts.ParseWorlds(spec, 20)
		fmt.Println(spec, ws, err)
	}
	// Output:
	// log [1 2 4 8 16 20] <nil>
	// linear:4 [5 10 15 20] <nil>
	// 4,8,20 [4 8 20] <nil>
}
