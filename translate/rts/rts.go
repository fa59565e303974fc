package rts

import (
	"github.com/horn-chc/horn/chc"
)

// RTS is a resourceful transition system ⟨V, E, v0, v_err, ν, ρ⟩ over states
// (f, x, a): the frontier f (next free address), the store x (the program
// variables of Store) and the heap a, which maps an address to a triple
// (allocated?, size, value).
type RTS struct {
	Name     string
	Store    []Var    // program variables, in declaration order
	Heap     Heap     // heap conventions; the zero value means DefaultHeap
	Vertices []Vertex // every vertex an edge, Root or Error names
	Root     int      // v0
	Error    int      // v_err
	Edges    []Edge
	Pos      chc.Pos // of the "(rts" form; zero when built in code
}

// Var is a program variable of the store.
type Var struct {
	Name string
	Sort chc.Sort // chc.IntSort or chc.BoolSort
	Pos  chc.Pos
}

// Heap holds the heap conventions of an RTS. Cells are the addresses
// 0 … Bound−1; Null is never allocated; the frontier starts at First. An
// allocation of k words is enabled when k ≥ 1 and f + k ≤ Bound.
type Heap struct {
	Bound int     // n, the number of cells; 0 means "give it on the command line"
	Null  int     // the null address (default 0)
	First int     // the frontier's initial value (default 1: address 0 is reserved for null)
	Pos   chc.Pos // of the "(heap" form; zero when not given
}

// DefaultHeap is the convention of the published SLAyer clause files: null
// is address 0 and the frontier starts at 1.
var DefaultHeap = Heap{Null: 0, First: 1}

// Vertex is a vertex of the RTS with its state constraint ν(v) (nil means
// true) over the store, f and the heap functions.
type Vertex struct {
	ID    int
	State *Expr
	Label string
	Pos   chc.Pos
}

// Edge is an edge From → To labelled with an operation.
type Edge struct {
	From, To int
	Op       Op
	Pos      chc.Pos
}

// OpKind names the primitive operations.
type OpKind int

// The operations of an edge (RTS-FORMAT.md §4.2).
const (
	OpAssume    OpKind = iota // Args[0] formula
	OpAssign                  // Var := Args[0]
	OpHavoc                   // Vars arbitrary
	OpAlloc                   // Var := fresh block of Args[0] words
	OpAllocNull               // Var := null
	OpFree                    // free Args[0] (Fail: invalid or double free)
	OpLoad                    // Var := *Args[0] (Fail: Args[0] not allocated)
	OpStore                   // *Args[0] := Args[1] (Fail: Args[0] not allocated)
	OpSeq                     // Seq in order
	OpRel                     // raw relation Args[0] over pre and primed state
)

// Op is the operation on an edge.
type Op struct {
	Kind OpKind
	Var  string   // OpAssign, OpAlloc, OpAllocNull, OpLoad
	Vars []string // OpHavoc
	Args []*Expr  // terms and formulas, see OpKind
	Fail bool     // the failing variant of free, load and store
	Seq  []Op     // OpSeq
	Pos  chc.Pos
}

// Expr is an SMT-LIB term as written: a symbol or numeral (Atom) or a
// parenthesised application (List). Formulas refer to store variables, f,
// and the heap functions (alloc? t), (size t), (val t); in a raw relation
// also to their primed forms x', f', (alloc?' t), (size' t), (val' t).
type Expr struct {
	Atom string  // a symbol or a numeral; "" for a list
	List []*Expr // the elements of a list
	Pos  chc.Pos
}
