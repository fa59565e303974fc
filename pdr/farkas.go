package pdr

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smt"
)

// maxFarkasChecks bounds the blocking checks the Farkas generaliser spends
// on one cube.
const maxFarkasChecks = 4

// farkas replaces the bound literals of g's cube (those of one sort, with
// small coefficients) by one weighted sum Σ w_k·(e_k - c_k) ≤ 0 of them,
// written as upper bounds e_k ≤ c_k, while the cube stays blocked. The
// cube implies the sum for any weights w ≥ 0, so the new cube is weaker and
// its lemma a half-space where the old one was a corner: Spacer's Farkas
// lemma, whose weights it reads from the proof of unsatisfiability. Z3
// 4.8.12 gives no such proof here, so the weights are searched for: the
// first candidate weighs every bound alike; a candidate that is not
// blocked yields a model, a point m of the frame's image with Σ w_k·(e_k(m)
// - c_k) ≤ 0, and the next candidate is the smallest solution in integers
// of w ≥ 0, Σ w ≥ 1, Σ w_k·(e_k(m) - c_k) > 0 for every such m (solved by
// another solver of the run, see smallWeights). It gives up when no
// weights up to 100 separate those points from the cube, when the sum's
// coefficients grow large, or after maxFarkasChecks checks.
func (s *search) farkas(p *pred, i int, g *generalization) error {
	if i == 0 {
		return nil
	}
	lits, bounds := farkasBounds(g.cube)
	if len(lits) < 2 {
		return nil
	}
	var rest []*chc.Term
	for _, l := range g.cube {
		if !contains(lits, l) {
			rest = append(rest, l)
		}
	}
	sums := make([]*chc.Term, len(bounds))
	for k, bd := range bounds {
		sums[k] = s.sum(bd)
	}
	lp, err := s.lpSolver()
	if err != nil {
		return err
	}
	if err := lp.sol.Push(); err != nil {
		return fmt.Errorf("pdr: %w", err)
	}
	defer lp.sol.Pop(1)
	w := make([]*chc.Term, len(bounds))
	for k := range bounds {
		w[k] = s.f.Var(fmt.Sprintf("pdr#w%d", k), chc.IntSort)
		if err := lp.sol.Assert(s.f.Le(s.f.Int(0), w[k])); err != nil {
			return fmt.Errorf("pdr: %w", err)
		}
	}
	if err := lp.sol.Assert(s.f.Le(s.f.Int(1), s.f.Add(w...))); err != nil {
		return fmt.Errorf("pdr: %w", err)
	}
	weights := make([]*big.Rat, len(bounds))
	for k := range weights {
		weights[k] = big.NewRat(1, 1)
	}
	orig := g.cube
	for n := 0; n < maxFarkasChecks; n++ {
		bd, ok := weightedSum(bounds, weights)
		if !ok || !bd.simple() {
			return nil
		}
		lit := s.boundLit(bd)
		s.stats.Add("pdr farkas checks", 1)
		r, err := s.blockedProbe(p, i, append(rest[:len(rest):len(rest)], lit), sums...)
		if err != nil {
			return err
		}
		if r.ok {
			if r.level < g.level {
				return nil
			}
			if s.opt.CheckLemmas {
				if err := s.checkLemma(p, orig, r.cube, r.level); err != nil {
					return err
				}
			}
			s.stats.Add("pdr farkas lemmas", 1)
			s.log.Debug("farkas", "pred", p.name(), "from", fmtCube(orig), "to", fmtCube(r.cube))
			g.set(r.cube, r.level)
			return nil
		}
		if err := s.separate(lp, w, bounds, r.values); err != nil {
			return err
		}
		ok, err = s.smallWeights(lp, w, weights)
		if err != nil || !ok {
			return err
		}
	}
	return nil
}

// smallWeights solves the program of lp (integer weights w) with each
// weight at most the first of 1, 3, 10, 30 and 100 that admits a
// solution, and sets weights to it; ok is false when none does. The
// smallest weights that separate the points found so far make the
// simplest half-space: Z3's simplex alone answers vertices such as 752x -
// 545z ≥ 21 where 3x - 2z ≥ 1 would do.
func (s *search) smallWeights(lp *psolver, w []*chc.Term, weights []*big.Rat) (bool, error) {
	for _, b := range [...]int64{1, 3, 10, 30, 100} {
		limits := make([]*chc.Term, len(w))
		for k := range w {
			limits[k] = s.f.Le(w[k], s.f.Int(b))
		}
		sat, err := s.check(lp, limits)
		if err != nil {
			return false, err
		}
		if !sat {
			continue
		}
		for k := range weights {
			v, err := value(lp, w[k])
			if err != nil {
				return false, err
			}
			weights[k] = v.Rat()
		}
		return true, nil
	}
	return false, nil
}

// farkasBounds returns the bound literals of cube that the Farkas
// generaliser combines: those with small coefficients, of the sort of
// the first.
func farkasBounds(cube []*chc.Term) ([]*chc.Term, []bound) {
	var lits []*chc.Term
	var bounds []bound
	for _, l := range cube {
		bd, ok := asBound(l)
		if !ok || !bd.simple() || (len(bounds) > 0 && bounds[0].isInt != bd.isInt) {
			continue
		}
		lits, bounds = append(lits, l), append(bounds, bd)
	}
	return lits, bounds
}

// separate asserts in lp that the weights w make the point of the values
// (of the bounds' sums) violate the weighted sum: Σ w_k·(e_k(m) - c_k) > 0
// with each bound as an upper bound e_k ≤ c_k.
func (s *search) separate(lp *psolver, w []*chc.Term, bounds []bound, values []chc.Value) error {
	ds := make([]*big.Rat, len(bounds))
	lcm := big.NewInt(1)
	for k, bd := range bounds {
		d := new(big.Rat).Sub(values[k].Rat(), bd.k)
		ds[k] = d.Mul(d, bd.sign())
		g := new(big.Int).GCD(nil, nil, lcm, d.Denom())
		lcm.Mul(lcm, new(big.Int).Quo(d.Denom(), g))
	}
	terms := make([]*chc.Term, len(bounds))
	for k, d := range ds {
		d.Mul(d, new(big.Rat).SetInt(lcm)) // an integer: w is
		terms[k] = s.f.Scale(d, w[k])
	}
	if err := lp.sol.Assert(s.f.Lt(s.f.Int(0), s.f.Add(terms...))); err != nil {
		return fmt.Errorf("pdr: %w", err)
	}
	return nil
}

// weightedSum returns the canonical bound Σ w_k·(e_k - c_k) ≤ 0 (strict
// if a strict bound has a positive weight), with the weights scaled to
// integers; ok is false when the sum is constant.
func weightedSum(bounds []bound, weights []*big.Rat) (bound, bool) {
	lcm := big.NewInt(1)
	for _, w := range weights {
		d := w.Denom()
		g := new(big.Int).GCD(nil, nil, lcm, d)
		lcm.Mul(lcm, new(big.Int).Quo(d, g))
	}
	scale := new(big.Rat).SetInt(lcm)
	acc, c := map[*chc.Term]*big.Rat{}, new(big.Rat)
	strict := false
	for k, bd := range bounds {
		if weights[k].Sign() <= 0 {
			continue
		}
		wk := new(big.Rat).Mul(weights[k], scale)
		wk.Mul(wk, bd.sign())
		for j, t := range bd.atoms {
			if acc[t] == nil {
				acc[t] = new(big.Rat)
			}
			acc[t].Add(acc[t], new(big.Rat).Mul(wk, bd.coefs[j]))
		}
		c.Sub(c, new(big.Rat).Mul(wk, bd.k)) // Σ ≤ k is Σ - k ≤ 0
		strict = strict || bd.strict
	}
	so := chc.RealSort
	if bounds[0].isInt {
		so = chc.IntSort
	}
	return toBound(chc.NewLinSum(so, acc, c), strict)
}

// lpSolver returns the solver of the Farkas generaliser's linear
// programs, made at the first need.
func (s *search) lpSolver() (*psolver, error) {
	if s.lp == nil {
		ps, err := s.newSolver()
		if err != nil {
			return nil, err
		}
		s.lp = ps
	}
	return s.lp, nil
}

// checkLemma verifies a lemma of p made from the blocked cube orig (a
// subset of an obligation's literals) with formulas built afresh from the
// frames, on a solver of its own: orig implies the lemma's cube, and for
// every rule of p, the rule's constraint with each body atom in its
// predicate's frame below level (and outside the cube where it is p) has
// no head in the cube (see Options.CheckLemmas).
func (s *search) checkLemma(p *pred, orig, cube []*chc.Term, level int) error {
	if s.chk == nil {
		ps, err := s.newSolver()
		if err != nil {
			return err
		}
		s.chk = ps
	}
	s.stats.Add("pdr lemmas checked", 1)
	c := s.f.And(cube...)
	if err := s.mustBeUnsat(s.f.And(s.f.And(orig...), s.f.Not(c))); err != nil {
		return fmt.Errorf("pdr: lemma %s of %s does not block its cube %s: %w", fmtCube(cube), p.name(), fmtCube(orig), err)
	}
	below := level - 1
	if level == inf {
		below = inf
	}
	for _, r := range p.rules {
		if level == 0 && len(r.body) > 0 {
			continue
		}
		conj := []*chc.Term{r.trans, c}
		for j, bp := range r.body {
			conj = append(conj, s.instantiate(bp, s.frameFormula(bp, below), r.obody[j]))
			if bp == p {
				conj = append(conj, s.instantiate(p, s.f.Not(c), r.obody[j]))
			}
		}
		if err := s.mustBeUnsat(s.f.And(conj...)); err != nil {
			return fmt.Errorf("pdr: lemma %s of %s at level %d is not relatively inductive for clause %d: %w", fmtCube(cube), p.name(), level, r.idx, err)
		}
	}
	return nil
}

// mustBeUnsat fails unless t is unsatisfiable, checked on the checking
// solver in a scope of its own.
func (s *search) mustBeUnsat(t *chc.Term) error {
	sol := s.chk.sol
	if err := sol.Push(); err != nil {
		return err
	}
	defer sol.Pop(1)
	if err := sol.Assert(t); err != nil {
		return err
	}
	r, err := sol.Check(s.ctx)
	switch {
	case err != nil:
		return err
	case r == smt.Sat:
		return fmt.Errorf("satisfiable")
	case r == smt.Unknown:
		return fmt.Errorf("solver unknown: %s", sol.Reason())
	}
	return nil
}
