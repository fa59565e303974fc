package va

import "context"

// refine is Corral's Alg. 2 (vcrefine, Fig. 4b) over the unrolling's
// positions B: given the positions t that must be tracked and d that
// need not, where the unrolling is infeasible with every position but
// d's, it returns a superset of t with which it is infeasible, adding a
// minimal set of positions. checks counts the feasibility checks.
//
//	vcrefine(T, D):
//	  if T ∪ D = B: return T
//	  if check(T) = correct (infeasible): return T
//	  if |B − (T ∪ D)| = 1: return B − D
//	  T1, T2 := partition(B − (T ∪ D))
//	  S1 := vcrefine(T ∪ T2, D) ∩ T1
//	  return vcrefine(T ∪ S1, D ∪ (T1 − S1))
func (u *unrolling) refine(ctx context.Context, t, d map[position]bool, checks *int) (map[position]bool, error) {
	var rest []position
	for _, p := range u.order {
		if !t[p] && !d[p] {
			rest = append(rest, p)
		}
	}
	if len(rest) == 0 {
		return t, nil
	}
	*checks++
	ok, err := u.feasible(ctx, func(p position) bool { return t[p] })
	if err != nil {
		return nil, err
	}
	if !ok {
		return t, nil
	}
	if len(rest) == 1 {
		return union(t, rest), nil
	}
	t1, t2 := rest[:len(rest)/2], rest[len(rest)/2:]
	s, err := u.refine(ctx, union(t, t2), d, checks)
	if err != nil {
		return nil, err
	}
	var s1, drop []position
	for _, p := range t1 {
		if s[p] {
			s1 = append(s1, p)
		} else {
			drop = append(drop, p)
		}
	}
	return u.refine(ctx, union(t, s1), union(d, drop), checks)
}

// union is a new set: a and the positions of b.
func union(a map[position]bool, b []position) map[position]bool {
	out := make(map[position]bool, len(a)+len(b))
	for p, in := range a {
		if in {
			out[p] = true
		}
	}
	for _, p := range b {
		out[p] = true
	}
	return out
}
