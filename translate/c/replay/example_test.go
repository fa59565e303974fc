package replay_test

import (
	"context"
	"fmt"
	"math/big"

	"github.com/horn-chc/horn/translate/c/replay"
	"github.com/horn-chc/horn/translate/c/task"
)

// Replay a trace of testdata/simple.c, which calls reach_error when
// __VERIFIER_nondet_int returns -42 and __VERIFIER_nondet_uint more than
// 4000000000. (No Output: it needs a C compiler; the tests run the same.)
func ExampleReplay() {
	ctx := context.Background()
	cc, err := replay.FindCompiler(ctx, task.ILP32, "")
	if err != nil {
		fmt.Println(err) // e.g. no 32-bit support: install gcc-multilib
		return
	}
	out, err := replay.Replay(ctx,
		replay.Program{Files: []string{"testdata/simple.c"}, DataModel: task.ILP32},
		replay.Trace{Nondet: []replay.Nondet{
			{Func: "__VERIFIER_nondet_int", Value: big.NewInt(-42)},
			{Func: "__VERIFIER_nondet_uint", Value: big.NewInt(4000000001)},
		}},
		replay.Options{Compiler: cc})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(out) // reached: entered reach_error after 2 of 2 nondet values
}
