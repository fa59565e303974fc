package svwitness_test

import (
	"fmt"

	"github.com/horn-chc/horn/translate/c/svwitness"
)

func ExampleSpecification() {
	fmt.Println(svwitness.Specification("unreach-call", ""))
	fmt.Println(svwitness.Specification("no-overflow", "main"))
	// Output:
	// CHECK( init(main()), LTL(G ! call(reach_error())) )
	// CHECK( init(main()), LTL(G ! overflow) )
}
