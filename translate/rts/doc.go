// Package rts reads resourceful transition systems (RTS, HORN-LA §2) and
// encodes their bounded reachability as constrained Horn clauses.
//
// An RTS ⟨V, E, v0, v_err, ν, ρ⟩ has vertices, edges labelled with
// operations, a root v0 and an error vertex v_err, over states (f, x, a): the
// frontier f (the next free address), the store x (the program variables)
// and the heap a, which maps each address to a cell (allocated?, size,
// value). The question is whether v_err is reachable from v0.
//
// # Text format
//
// A file holds one s-expression; ';' starts a comment. Formulas and terms
// are SMT-LIB (Int and Bool; + - * by numerals, div and mod by numerals,
// abs, comparisons, =, distinct, ite, not, and, or, =>, xor) over the store
// variables, f, and the heap functions (alloc? t), (size t), (val t); in a
// rel also over primed forms x', f', (alloc?' t), (size' t), (val' t).
//
//	file   ::= (rts NAME decl*)
//	decl   ::= (store (VAR SORT)*)                 ; SORT is Int or Bool
//	         | (heap [:bound N] [:null N] [:first N])
//	         | (vertex ID [:state FORMULA] [:label "STRING"])
//	         | (root ID) | (error ID)
//	         | (edge ID ID OP)                     ; from, to, operation
//	OP     ::= (assume FORMULA) | (assign VAR TERM) | (havoc VAR+)
//	         | (alloc VAR TERM) | (alloc-null VAR)
//	         | (free TERM [:fail]) | (load VAR TERM [:fail])
//	         | (store TERM TERM [:fail]) | (seq OP+) | (rel FORMULA)
//
// Vertex ids are numerals, and every vertex an edge, root or error names
// must be declared. Store variable names are symbols without ' or '.', and
// not f, true, false or a heap function. Strings double '"' to quote it.
//
// # Heap conventions
//
// Cells are the addresses 0 … n−1 for the bound n (heap :bound, or
// Options.Heap). Without a heap declaration (the zero Heap) the conventions
// are DefaultHeap's: null is address 0 and f starts at 1, so an allocation
// of k words needs n ≥ k + 1. A heap declaration defaults :null to 0 and
// :first to 1; with :first 0, as in the paper's Example 1, k words need
// n ≥ k (and null, if it is 0, can then be allocated). In code, only the
// whole zero Heap means DefaultHeap: Heap{Bound: 8} has First 0, so write
// h := DefaultHeap; h.Bound = 8. An address outside 0 … n−1 is never
// allocated: alloc? is false there, size is −1 and val is unspecified (one
// arbitrary value per distinct address term in a clause); the value of an
// unallocated cell is unspecified too.
//
// # Semantics of the operations
//
// Initially f = First, every cell is unallocated with size −1 and any
// value, and ν(root) holds. A vertex's :state is assumed whenever an edge
// enters the vertex. Everything an operation does not mention is unchanged.
//
//	assume φ          enabled iff φ
//	assign x t        x' = t
//	havoc x…          x' arbitrary
//	alloc x k         iff k ≥ 1 ∧ f + k ≤ n; x' = f, f' = f + k, cells [f, f+k)
//	                  become allocated with size k and arbitrary values
//	alloc-null x      x' = Null
//	free p            iff alloc?(p) ∧ size(p) ≥ 1; cells [p, p+size(p))
//	                  become unallocated with size −1
//	load x p          iff alloc?(p); x' = val(p)
//	store p e         iff alloc?(p); val'(p) = e
//	free/load/store … :fail   iff ¬alloc?(p); nothing changes
//	seq op…           the operations in order, through intermediate states
//	rel φ             φ over pre- and post-state (primed names)
//
// In a rel, each primed name gets a fresh post-state value constrained by φ;
// names not primed are unchanged; a heap component written through a primed
// function, say (val' t1) … (val' tj), keeps its old contents at every
// address other than t1 … tj. A rel consumes resource, and so may change
// worlds in the Kripke encoding and is guarded by f' ≤ n, iff f' occurs in
// it; it must keep the heap consistent with f itself.
//
// # Encodings
//
// Encode gives clauses that are unsatisfiable iff v_err is reachable within
// the bound (HORN-LA Proposition 1). Every predicate's parameters are the
// vertex (Int), the store variables in declaration order, f, then the heap.
// Clause variables are named after the parameters — x, f, val.h, alloc.h,
// size.h, heap.alloc — and post-state and fresh variables add .k (x.1,
// val.new.2); store names cannot clash since they contain no '.'.
//
// Basic: one predicate R(v, x…, f, val.0 … val.n−1, alloc.0 … alloc.n−1,
// size.0 … size.n−1), struct-of-arrays like the published SLAyer clause
// files: an init clause at the root, one clause per edge (resource-consuming
// edges guarded by f' ≤ n), and the query false ← R(v_err, …). A heap
// function at a symbolic address is an ite chain over the cells (a
// disjunction for alloc?).
//
// Kripke: worlds 0 = w0 < w1 < … < wm = n (ParseWorlds: log-step by
// default) and predicates R_0 … R_m, R_k holding the cells 0 … w_k−1 (R_0
// only v, x and f). Init is on R_0 at the root; every edge has a clause
// inside every world (consuming edges guarded by f' ≤ w_k); a consuming
// edge also has a world-changing clause from every R_k to every R_l, l > k,
// guarded by w_{l−1} < f' ≤ w_l, which copies the cells below w_k and makes
// the new ones free before applying the edge. In world k the addresses
// ≥ w_k are outside the cells (unallocated), which is exact because cells at
// or above f are never allocated. The query is false ← R_0(v_err, x, f),
// reached by a fan (R_0(v_err, …) ← R_k(v_err, …) for every k ≥ 1) or a
// chain (R_k(v_err, …) ← R_{k+1}(v_err, …) copying the shared cells).
//
// Arrays: one predicate R(v, x…, f, heap.alloc (Array Int Bool), heap.size
// (Array Int Int), heap.val (Array Int Int)); init has const false and
// const −1. alloc is k stores and needs a numeral size k; free is a case
// split over the RTS's allocation sizes, so it needs every alloc size to be
// a numeral and no rel to write alloc?' or size'. Both restrictions keep
// the clauses quantifier-free; Encode reports the construct otherwise.
// Options.Unbounded drops the f' ≤ n guard: the answer is then about
// reachability with an unbounded heap.
//
// Clauses whose constraint folds to false are left out; head arguments are
// pairwise distinct variables, as smtlib2's reader makes them.
//
// # JSON form
//
// The same content as an object, formulas as SMT-LIB strings; the text form
// is canonical and the JSON form a transliteration:
//
//	{"rts": "access_error",
//	 "store": [{"name": "x0", "sort": "Int"}],
//	 "heap": {"bound": 4, "null": 0, "first": 1},
//	 "vertices": [{"id": 0, "label": "entry"}, {"id": 6, "state": "(> x0 0)"}],
//	 "root": 0, "error": 6,
//	 "edges": [{"from": 0, "to": 6, "op": "alloc", "args": ["x0", "1"]},
//	           {"from": 6, "to": 6, "op": "store", "args": ["x0", "3"], "fail": true},
//	           {"from": 6, "to": 6, "op": "seq", "seq": [{"op": "havoc", "args": ["x0"]}]}]}
//
// args holds the variable (assign, alloc, alloc-null, load) or variables
// (havoc) first, then the terms. "heap" is left out for the zero Heap.
//
// # Errors
//
// The readers return a smtlib2.ErrorList, one "file:line:col: message" per
// line, at most ten; errors in a JSON formula string read
// "file#edges[3].args[1]:1:col: message". Check names the edge or vertex of
// an RTS built in code, whose expressions have no positions.
package rts
