package qarr

import (
	"math/big"
	"sort"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// shape is an index over a predicate's parameters and the bound
// variable k: Σ base_j·x_j + c·k + K. A loop that walks an array
// through a pointer reads a[p + 4·i] (base p, stride 4, counter i: the
// cell a[p + 4k]); one that reverses reads a[n − i] (stride −1); a
// shifted copy reads b[i + d] beside a[i] (an offset: c = 1, its constant
// or base the difference d between two index terms).
type shape struct {
	base map[int]*big.Rat
	c, k *big.Rat
	// ctr is the position of the argument k replaced (a stride's
	// counter, whose values are the range's ends); −1 for an offset.
	ctr int
}

// key identifies a shape among a predicate's.
func (sh shape) key() string {
	pos := make([]int, 0, len(sh.base))
	for j := range sh.base {
		pos = append(pos, j)
	}
	sort.Ints(pos)
	var b strings.Builder
	for _, j := range pos {
		b.WriteString(sh.base[j].RatString())
		b.WriteString("*x")
		b.WriteString(big.NewInt(int64(j)).String())
		b.WriteString("+")
	}
	b.WriteString(sh.c.RatString())
	b.WriteString("*k+")
	b.WriteString(sh.k.RatString())
	b.WriteString("@")
	b.WriteString(big.NewInt(int64(sh.ctr)).String())
	return b.String()
}

// term builds the shape's index over the parameters xs at k.
func (sh shape) term(f *chc.Factory, xs []*chc.Term, k *chc.Term) *chc.Term {
	pos := make([]int, 0, len(sh.base))
	for j := range sh.base {
		pos = append(pos, j)
	}
	sort.Ints(pos)
	var parts []*chc.Term
	for _, j := range pos {
		parts = append(parts, f.Scale(sh.base[j], xs[j]))
	}
	if sh.c.Sign() != 0 {
		parts = append(parts, f.Scale(sh.c, k))
	}
	parts = append(parts, f.Num(sh.k, chc.IntSort))
	return f.Add(parts...)
}

// maxShapes bounds the strides and the offsets of one predicate each.
const maxShapes = 6

// findShapes reads p's strided index shapes and the offsets between
// index terms from the clauses that mention p: each index of a select
// or store that is linear over p's integer arguments (through one atom
// of p: the clause variables that are its arguments) gives, for each
// argument it has, the shape with that argument replaced by k (its
// constant reduced modulo the stride), unless the shape is k itself;
// each two such indices of a clause give their difference as an
// offset, when it is not 0.
func findShapes(s *chc.System, p *chc.Pred) (strides, offsets []shape) {
	seen := map[string]bool{}
	add := func(out *[]shape, sh shape) {
		if key := sh.key(); !seen[key] && len(*out) < maxShapes {
			seen[key] = true
			*out = append(*out, sh)
		}
	}
	for _, c := range s.Clauses {
		var idx []*chc.Term
		chc.Walk(c.Constraint, func(t *chc.Term) bool {
			if (t.Op() == chc.OpSelect || t.Op() == chc.OpStore) && t.Arg(1).Sort() == chc.IntSort {
				idx = append(idx, t.Arg(1))
			}
			return true
		})
		if len(idx) == 0 {
			continue
		}
		atoms := append([]chc.Atom(nil), c.Body...)
		if c.Head != nil {
			atoms = append(atoms, *c.Head)
		}
		for _, a := range atoms {
			if a.Pred != p {
				continue
			}
			pos := map[*chc.Term]int{}
			for j, x := range a.Args {
				if x.IsVar() && x.Sort() == chc.IntSort {
					if _, ok := pos[x]; !ok {
						pos[x] = j
					}
				}
			}
			var lins []chc.LinSum
			for _, t := range idx {
				l := chc.Linearize(t)
				ok := true
				for _, v := range l.Atoms {
					if _, in := pos[v]; !in {
						ok = false
					}
				}
				if ok {
					lins = append(lins, l)
				}
			}
			for _, l := range lins {
				for i := range l.Atoms {
					c := l.Coefs[i]
					if len(l.Atoms) == 1 && c.Cmp(big.NewRat(1, 1)) == 0 || !c.IsInt() {
						continue
					}
					sh := shape{base: map[int]*big.Rat{}, c: c, k: modRat(l.K, c), ctr: pos[l.Atoms[i]]}
					unit := true
					for i2, w := range l.Atoms {
						if i2 != i {
							sh.base[pos[w]] = l.Coefs[i2]
							unit = unit && isUnit(l.Coefs[i2])
						}
					}
					// A base is a sum of pointers (coefficients ±1):
					// a[4h + k] is not a walk along an array.
					if unit {
						add(&strides, sh)
					}
				}
			}
			for i, l := range lins {
				for j, m := range lins {
					if i == j {
						continue
					}
					d := m.Plus(l, big.NewRat(-1, 1))
					// A shift is a constant or one argument (an
					// offset), plus a constant.
					if len(d.Atoms) == 0 && d.K.Sign() == 0 || len(d.Atoms) > 1 || len(d.Atoms) == 1 && !isUnit(d.Coefs[0]) {
						continue
					}
					sh := shape{base: map[int]*big.Rat{}, c: big.NewRat(1, 1), k: d.K, ctr: -1}
					for i2, w := range d.Atoms {
						sh.base[pos[w]] = d.Coefs[i2]
					}
					add(&offsets, sh)
				}
			}
		}
	}
	return strides, offsets
}

// modRat returns k modulo |c| in [0, |c|), for integers k and c ≠ 0.
func modRat(k, c *big.Rat) *big.Rat {
	if !k.IsInt() || !c.IsInt() || c.Sign() == 0 {
		return new(big.Rat)
	}
	m := new(big.Int).Mod(k.Num(), new(big.Int).Abs(c.Num()))
	return new(big.Rat).SetInt(m)
}

// isUnit reports whether c is 1 or −1.
func isUnit(c *big.Rat) bool {
	return c.IsInt() && c.Num().IsInt64() && (c.Num().Int64() == 1 || c.Num().Int64() == -1)
}
