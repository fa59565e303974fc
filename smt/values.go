package smt

import (
	"fmt"

	"github.com/horn-chc/horn/chc"
)

// Values reads, in the model of the last Sat check, the value of each
// variable of vars through its copy ren[v] (v itself where ren has no
// entry): the environment of a clause instance whose variables were renamed
// apart (see chc.RenameApart).
func Values(e Evaler, vars []*chc.Term, ren map[*chc.Term]*chc.Term) (chc.Env, error) {
	env := make(chc.Env, len(vars))
	for _, v := range vars {
		c, ok := ren[v]
		if !ok {
			c = v
		}
		val, err := e.Value(c)
		if err != nil {
			return nil, fmt.Errorf("reading the value of %s: %w", v, err)
		}
		env[v] = val
	}
	return env, nil
}
