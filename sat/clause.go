package sat

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// AtomBits pairs an atom's argument terms with the bits they must equal,
// for BindClause.
type AtomBits struct {
	Terms []*chc.Term
	Bits  []Vec
}

// BindClause binds c's variables for one use of the clause: an argument of
// one of the given atoms that is a variable not bound yet takes the
// atom's bits, every other variable fresh bits. It returns the env and the
// literals of the equalities the binding leaves: the atoms' arguments
// that are not first occurrences of a variable. A variable of a sort it
// cannot blast is an error wrapping ErrUnsupported.
func (s *Solver) BindClause(c *chc.Clause, atoms ...AtomBits) (Env, []Lit, error) {
	env := Env{}
	type pending struct {
		t    *chc.Term
		bits Vec
	}
	var rest []pending
	for _, a := range atoms {
		for j, t := range a.Terms {
			if _, bound := env[t]; t.IsVar() && !bound {
				env[t] = a.Bits[j]
				continue
			}
			rest = append(rest, pending{t, a.Bits[j]})
		}
	}
	for _, v := range c.Vars() {
		if _, bound := env[v]; !bound {
			b, err := s.NewFor(v.Sort())
			if err != nil {
				return nil, nil, fmt.Errorf("variable %s: %w", v, err)
			}
			env[v] = b
		}
	}
	var eqs []Lit
	for _, p := range rest {
		b, err := s.Blast(p.t, env)
		if err != nil {
			return nil, nil, err
		}
		if len(b) != len(p.bits) {
			return nil, nil, fmt.Errorf("sat: %s has %d bits, its atom argument %d", p.t, len(b), len(p.bits))
		}
		eqs = append(eqs, s.Equal(b, p.bits))
	}
	return env, eqs, nil
}
