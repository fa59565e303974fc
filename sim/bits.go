package sim

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/sat"
	"github.com/horn-chc/horn/smt"
)

// bitClause is a clause over Bool and bit-vectors blasted to SAT (package
// sat), for the firings evaluation cannot decide: the constraint is
// asserted once, and each firing's body values, hints and exclusions are
// assumptions on the variables' bits, so the search keeps what it learned
// from one firing to the next. Z3's incremental bit-vector checks cost
// some 50 ms a firing on the Consistency family's orientation tests.
type bitClause struct {
	sol   *sat.Solver
	env   sat.Env
	block map[*fact]sat.Lit // "the head is not this fact", made once per fact
}

// newBitClause blasts c, or fails (wrapping sat.ErrUnsupported when c has
// a variable or an operator the blaster does not take).
func newBitClause(c *chc.Clause) (*bitClause, error) {
	sol := sat.New()
	env, eqs, err := sol.BindClause(c)
	if err != nil {
		return nil, err
	}
	lit, err := sol.BlastBool(c.Constraint, env)
	if err != nil {
		return nil, err
	}
	sol.AssertLit(lit)
	for _, e := range eqs {
		sol.AssertLit(e)
	}
	return &bitClause{sol: sol, env: env, block: map[*fact]sat.Lit{}}, nil
}

// bitsOnly reports whether every variable of c is a Bool or a bit-vector.
func bitsOnly(c *chc.Clause) bool {
	for _, v := range c.Vars() {
		if so := v.Sort(); so != chc.BoolSort && !so.IsBitVec() {
			return false
		}
	}
	return true
}

// bits returns c's blasted form, made at the first call; nil for a clause
// that is not over Bool and bit-vectors only, or that the blaster refuses.
func (r *search) bits(c *clause) (*bitClause, error) {
	if c.bits != nil || c.noBits {
		return c.bits, nil
	}
	c.noBits = true
	if !bitsOnly(c.c) {
		return nil, nil
	}
	b, err := newBitClause(c.c)
	if errors.Is(err, sat.ErrUnsupported) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("sim: blasting clause %d: %w", r.s.ClauseIndex(c.c), err)
	}
	c.bits, c.noBits = b, false
	return b, nil
}

// fix appends the assumptions that give v's bits the value val.
func (b *bitClause) fix(dst []sat.Lit, bits sat.Vec, val chc.Value) []sat.Lit {
	if val.Sort() == chc.BoolSort {
		l := bits[0]
		if !val.Bool() {
			l = l.Not()
		}
		return append(dst, l)
	}
	n := val.BigInt()
	for i, l := range bits {
		if n.Bit(i) == 0 {
			l = l.Not()
		}
		dst = append(dst, l)
	}
	return dst
}

// solveBits is solve on a blasted clause.
func (r *search) solveBits(ctx context.Context, c *clause, b *bitClause, body []*fact, env chc.Env, fr fresh) (chc.Env, how, error) {
	var assume []sat.Lit
	for i, a := range c.c.Body {
		for j, t := range a.Args {
			bits, err := b.sol.Blast(t, b.env)
			if err != nil {
				return nil, solved, fmt.Errorf("sim: blasting a body argument: %w", err)
			}
			assume = b.fix(assume, bits, body[i].vals[j])
		}
	}
	all := true
	if fr.block && c.c.Head != nil {
		known := r.db[c.c.Head.Pred]
		all = len(known) <= maxBlocked
		for _, ft := range known[max(0, len(known)-maxBlocked):] {
			l, err := b.excluding(c.c.Head, ft)
			if err != nil {
				return nil, solved, err
			}
			assume = append(assume, l)
		}
	}
	if fr.hint {
		hinted := assume
		for _, v := range c.vars {
			if _, ok := env[v]; !ok {
				hinted = b.fix(hinted, b.env[v], r.randomValue(v.Sort()))
			}
		}
		if len(hinted) > len(assume) {
			if out, res, err := r.checkBits(ctx, c, b, hinted); err != nil || res == smt.Sat {
				return out, solved, err
			}
		}
	}
	out, res, err := r.checkBits(ctx, c, b, assume)
	if res == smt.Unsat && fr.block && all && len(body) == 0 {
		c.exhausted = true
	}
	return out, solved, err
}

// excluding returns the literal "head is not ft", made once per fact.
func (b *bitClause) excluding(head *chc.Atom, ft *fact) (sat.Lit, error) {
	if l, ok := b.block[ft]; ok {
		return l, nil
	}
	var eqs []sat.Lit
	for j, t := range head.Args {
		bits, err := b.sol.Blast(t, b.env)
		if err != nil {
			return 0, fmt.Errorf("sim: blasting a head argument: %w", err)
		}
		eqs = append(eqs, b.sol.Equal(bits, b.constant(ft.vals[j], len(bits))))
	}
	l := b.sol.Ands(eqs...).Not()
	b.block[ft] = l
	return l, nil
}

// constant returns val's bits.
func (b *bitClause) constant(val chc.Value, w int) sat.Vec {
	if val.Sort() == chc.BoolSort {
		if val.Bool() {
			return sat.Vec{b.sol.True()}
		}
		return sat.Vec{b.sol.True().Not()}
	}
	return b.sol.Const(val.BigInt(), w)
}

// checkBits solves under assume and reads the instance's values; a search
// that runs out of time is Unknown.
func (r *search) checkBits(ctx context.Context, c *clause, b *bitClause, assume []sat.Lit) (chc.Env, smt.Result, error) {
	cctx, cancel := context.WithTimeout(ctx, checkTimeout)
	defer cancel()
	res, err := b.sol.Solve(cctx, assume...)
	r.stats.Add("sim sat queries", 1)
	if err != nil {
		if ctx.Err() == nil && cctx.Err() != nil {
			r.incomplete = true
			return nil, smt.Unknown, nil
		}
		return nil, smt.Unknown, err
	}
	switch res {
	case sat.Unsat:
		return nil, smt.Unsat, nil
	case sat.Unknown:
		r.incomplete = true
		return nil, smt.Unknown, nil
	}
	env := make(chc.Env, len(c.vars))
	for _, v := range c.vars {
		val, err := b.sol.VecValue(b.env[v], v.Sort())
		if err != nil {
			return nil, smt.Unknown, fmt.Errorf("sim: reading %s: %w", v, err)
		}
		env[v] = val
	}
	return env, smt.Sat, nil
}

// randomValue returns a random value of a Bool or bit-vector sort.
func (r *search) randomValue(so chc.Sort) chc.Value {
	if so == chc.BoolSort {
		return chc.BoolValue(r.rng.IntN(2) == 0)
	}
	return chc.BVValue(r.randomBits(so.Width()), so.Width())
}

// randomBits returns a uniformly random number of w bits.
func (r *search) randomBits(w int) *big.Int {
	n := new(big.Int)
	for ; w > 0; w -= 32 {
		n.Lsh(n, uint(min(w, 32)))
		n.Or(n, big.NewInt(int64(r.rng.Uint32()>>(32-min(w, 32)))))
	}
	return n
}
