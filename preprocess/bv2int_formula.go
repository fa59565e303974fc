package preprocess

import (
	"errors"

	"github.com/horn-chc/horn/chc"
)

// ExactInt translates phi, a quantifier-free formula over bit-vectors and
// other sorts, into linear integer arithmetic as BV2Int translates a
// clause's constraint with explicit wrap-around: each bit-vector variable
// becomes an Int variable ranging over the representation (signed: two's
// complement, else [0, 2^n)), and the result psi, ranges and fresh
// quotients' definitions included, has a model exactly where phi has one,
// read through vars (each bit-vector variable of phi to its Int variable)
// and the representation. Variables of other sorts are kept.
//
// It serves checks whose bit-blasting is hard for a solver and whose
// integer reading is not: a model's lemmas as sums of sign-extended
// vectors, checked against a transition with a carry chain per addition
// (witness.CheckModel). A formula with an operator without an exact linear
// reading (see BV2Int) is refused with ok false.
func ExactInt(f *chc.Factory, phi *chc.Term, signed bool) (psi *chc.Term, vars map[*chc.Term]*chc.Term, ok bool, err error) {
	used := make(map[string]bool)
	other := make(map[string]bool)
	for _, v := range chc.FreeVars(phi) {
		used[v.Name()] = true
		if !v.Sort().IsBitVec() {
			other[v.Name()] = true
		}
	}
	tr := &bvTrans{f: f, signed: signed,
		vars: &varMap{f: f, used: used, other: other, taken: make(map[string]bool), m: make(map[*chc.Term]*chc.Term)},
		used: used, memo: make(map[*chc.Term]lz), bmemo: make(map[*chc.Term]*chc.Term), shared: make(map[*chc.Term]termFacts)}
	d, err := tr.clause(&chc.Clause{Constraint: phi}, nil)
	if err != nil {
		var re refuseError
		if errors.As(err, &re) {
			return nil, nil, false, nil
		}
		return nil, nil, false, err
	}
	return d.Constraint, tr.clauseVars, true, nil
}

// SignedReading reports whether ExactInt should read phi's bit-vectors as
// signed: when phi has at least as many signed operators as unsigned ones,
// as BV2Int's ReprAuto decides for a system. Either reading is exact; the
// one that matches the operators needs fewer quotients.
func SignedReading(phi *chc.Term) bool {
	votes := 0
	seen := map[*chc.Term]bool{}
	chc.Walk(phi, func(u *chc.Term) bool {
		if seen[u] {
			return false
		}
		seen[u] = true
		votes += opSignedness(u.Op())
		return true
	})
	return votes >= 0
}

// opSignedness is 1 for an operator that reads bit-vectors as signed, -1
// for one that reads them as unsigned, 0 for others: the votes for the
// representation (BV2Int's ReprAuto, SignedReading).
func opSignedness(op chc.Op) int {
	switch op {
	case chc.OpBVSLt, chc.OpBVSLe, chc.OpBVSGt, chc.OpBVSGe, chc.OpBVSDiv, chc.OpBVSRem,
		chc.OpBVSMod, chc.OpSignExt, chc.OpBVAShr:
		return 1
	case chc.OpBVULt, chc.OpBVULe, chc.OpBVUGt, chc.OpBVUGe, chc.OpBVUDiv, chc.OpBVURem,
		chc.OpZeroExt, chc.OpBVLShr:
		return -1
	}
	return 0
}
