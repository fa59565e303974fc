package gen_test

import (
	"fmt"

	"github.com/horn-chc/horn/translate/rts/gen"
)

func ExampleGenerate() {
	f, _ := gen.Lookup("list")
	in := gen.Generate(f, 4, false, 1)
	fmt.Println(in.Name(), in.MinHeap, in.Expected(8), in.Expected(16))
	// Output: list-unsafe-k4 9 sat unsat
}
