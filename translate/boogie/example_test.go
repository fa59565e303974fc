package boogie_test

import (
	"fmt"

	"github.com/horn-chc/horn/translate/boogie"
)

func ExampleRead() {
	src := `
var g: int;
procedure {:entrypoint} main(n: int)
  requires n >= 0;
  modifies g;
{
  g := 0;
  while (g < n) invariant g <= n; { g := g + 1; }
  assert g == n;
}`
	prog, info, err := boogie.Read("count.bpl", []byte(src))
	if err != nil {
		fmt.Println(err)
		return
	}
	p := info.Entry()
	fmt.Println("entry:", p.Name, "modifies", p.Modifies[0].Name, "locals", len(p.Impl.Locals))
	fmt.Print(prog)

	_, _, err = boogie.Read("q.bpl", []byte("procedure p() { assert (forall x: int :: x == x); }"))
	fmt.Println(err)
	// Output:
	// entry: main modifies g locals 0
	// var g: int;
	//
	// procedure {:entrypoint} main(n: int)
	//     requires n >= 0;
	//     modifies g;
	// {
	//     g := 0;
	//     while (g < n)
	//         invariant g <= n;
	//     {
	//         g := g + 1;
	//     }
	//     assert g == n;
	// }
	// q.bpl:1:25: quantifiers in assertions are not supported (forall)
}
