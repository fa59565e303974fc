package pdr

import (
	"container/heap"

	"github.com/horn-chc/horn/chc"
)

// pob is a proof obligation: is some point of the cube post (literals over
// pred's parameters) derivable in at most level+1 steps?
type pob struct {
	pred   *pred
	level  int
	depth  int
	post   []*chc.Term
	parent *pob
	id     int
	// lemma is the lemma that last blocked the obligation (nil if none):
	// its cube contains post. When the obligation is retried one level
	// higher, that lemma is pushed there first.
	lemma *lemma
}

func (s *search) newPob(p *pred, level int, post []*chc.Term, parent *pob) *pob {
	s.pobs++
	n := &pob{pred: p, level: level, post: post, parent: parent, id: s.pobs}
	if parent != nil {
		n.depth = parent.depth + 1
	}
	return n
}

// pobQueue orders obligations by level, then depth, then age.
type pobQueue []*pob

func (q pobQueue) Len() int { return len(q) }
func (q pobQueue) Less(i, j int) bool {
	a, b := q[i], q[j]
	if a.level != b.level {
		return a.level < b.level
	}
	if a.depth != b.depth {
		return a.depth < b.depth
	}
	return a.id < b.id
}
func (q pobQueue) Swap(i, j int) { q[i], q[j] = q[j], q[i] }
func (q *pobQueue) Push(x any)   { *q = append(*q, x.(*pob)) }
func (q *pobQueue) Pop() any {
	old := *q
	n := old[len(old)-1]
	*q = old[:len(old)-1]
	return n
}

func (q *pobQueue) push(n *pob) { heap.Push(q, n) }
func (q *pobQueue) pop() *pob   { return heap.Pop(q).(*pob) }
func (q pobQueue) peek() *pob   { return q[0] }
