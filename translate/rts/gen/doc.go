// Package gen generates families of resourceful transition systems (RTS,
// HORN-LA §2) whose answers are known by construction, for tests and for
// the heap-size experiment (HORN-LA Fig. 3 and 6).
//
// A Family is a small heap-manipulating program, written as an RTS whose
// loops are cycles with an Int counter, parametrised by a size K ≥ 1, in a
// safe and an unsafe variant; Families lists them in one explicit table:
//
//   - list: build a linked list of K two-word nodes (next at offset 0, data
//     at offset 1), then traverse it. The safe traversal checks c ≠ null
//     before c := *c; the unsafe one does not and loads through null after
//     the K-th step.
//   - alloc-loop: allocate K one-word blocks in a loop, then read them
//     through q := first, q+1, …; the unsafe variant reads K+1 words, the
//     last one at the frontier, never allocated.
//   - double-free: K times allocate, write and free a word; the unsafe
//     variant frees the last word again.
//   - off-by-one: allocate a block of K words and write p+i for i < K; the
//     unsafe variant writes for i ≤ K.
//
// Every heap access of the program has, beside its successful edge, the
// failing variant into the error vertex, as in SLAyer's counterexamples.
//
// # How the answers are known
//
// The semantics (RTS-FORMAT.md §4.2) allocate contiguously from the
// frontier f, which starts at 1 and only grows; an allocation of k words
// needs f + k ≤ n. Freed cells are never allocated again, and addresses
// outside 0 … n−1 and the null address 0 are never allocated. Hence:
//
//   - safe variants: every access goes to a cell allocated on the same path
//     and not freed since (the list's next fields hold null or an earlier
//     node; first … first+K−1 are the K blocks; p … p+K−1 is the block; the
//     freed p is not accessed), so no failing edge is enabled, for any n:
//     the encodings are sat for every n.
//   - unsafe variants: the failing access happens only after the program
//     has made all its allocations (the loops exit only when the counter
//     reaches K), and then it is enabled on every path (null, the frontier
//     first+K or p+K, or a freed cell are unallocated). So the error vertex
//     is reachable iff all allocations fit: n ≥ MinHeap, with MinHeap = 2K+1
//     for list and K+1 for the others (HORN-LA Proposition 1: unsat iff
//     n ≥ MinHeap, sat below). Instance.Expected(n) returns this answer.
//
// The tests check these answers against an explicit-state interpreter of
// the primitives and against the Horn clause encodings solved by Z3 and
// horn's engines.
//
// # Seeds
//
// Generate's seed varies only details that cannot change reachability: the
// vertex ids, the store's declaration order, the name of an extra store
// variable that no formula reads, and havocs of it on detours (an edge
// u → w becomes u → m → w) and on edges to dead-end vertices.
//
// Example:
//
//	f, _ := gen.Lookup("list")
//	in := gen.Generate(f, 4, false, 1) // list-unsafe-k4
//	in.MinHeap                          // 9
//	in.Expected(8)                      // chc.Sat: the fourth node does not fit
//	in.Expected(16)                     // chc.Unsat
package gen
