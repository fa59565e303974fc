package chc

// RenameApart makes a copy of c's variables for one use of c, as a
// substitution sigma. Each head argument of c that is a variable becomes, at
// its first occurrence, the term given for that argument in head (one per
// argument; nil for a query or to bind none); every other variable v, the
// k-th of c.Vars(), becomes fresh(k, v), or stays itself when fresh is nil
// (it then has no entry in sigma). eqs are the equalities sigma(argument) =
// head[k] for the head arguments that sigma does not map onto head[k], so
// that sigma(c) together with eqs says that c's head arguments are head.
//
// No variable is captured as long as the copies are new: fresh returns
// variables that occur neither in c nor in head, and, when fresh is nil,
// head shares no variable with c.
func RenameApart(f *Factory, c *Clause, head []*Term, fresh func(k int, v *Term) *Term) (sigma map[*Term]*Term, eqs []*Term) {
	vars := c.Vars()
	sigma = make(map[*Term]*Term, len(vars))
	var pending []int
	if head != nil {
		for k, a := range c.Head.Args {
			if _, ok := sigma[a]; a.IsVar() && !ok {
				sigma[a] = head[k]
			} else {
				pending = append(pending, k)
			}
		}
	}
	if fresh != nil {
		for k, v := range vars {
			if _, ok := sigma[v]; !ok {
				sigma[v] = fresh(k, v)
			}
		}
	}
	for _, k := range pending {
		if t := f.Subst(c.Head.Args[k], sigma); t != head[k] {
			eqs = append(eqs, f.Eq(t, head[k]))
		}
	}
	return sigma, eqs
}

// SubstAtom applies sigma to a's arguments.
func (f *Factory) SubstAtom(a Atom, sigma map[*Term]*Term) Atom {
	if len(sigma) == 0 {
		return a
	}
	args := make([]*Term, len(a.Args))
	for i, t := range a.Args {
		args[i] = f.Subst(t, sigma)
	}
	return Atom{Pred: a.Pred, Args: args}
}
