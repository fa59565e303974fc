package cgen_test

import (
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/internal/cgen"
	"github.com/horn-chc/horn/translate/c/task"
)

func ExampleEval() {
	for _, dm := range []task.DataModel{task.ILP32, task.LP64} {
		tg := cgen.Target{Model: dm, CharSigned: true}
		// -1L < 1U: under ILP32 both become unsigned long.
		e := cgen.NewBinary("<", cgen.NewConst(big.NewInt(-1), cgen.Long, tg), cgen.NewConst(big.NewInt(1), cgen.UInt, tg), tg)
		v, err := cgen.Eval(e, tg)
		fmt.Println(dm, e, "=", v, err)
	}
	// Output:
	// ILP32 ((-1l) < 1u) = 0 <nil>
	// LP64 ((-1l) < 1u) = 1 <nil>
}
