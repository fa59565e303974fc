package task_test

import (
	"fmt"

	"github.com/horn-chc/horn/translate/c/task"
)

func ExampleRead() {
	t, err := task.Read("testdata/prog/one.yml")
	if err != nil {
		fmt.Println(err)
		return
	}
	p, _ := t.Property(task.UnreachCall)
	fmt.Println(t.DataModel, p.Kind, "expected", p.Expected)
	for _, p := range t.Properties {
		fmt.Println(p)
	}
	// Output:
	// ILP32 unreach-call expected false
	// unreach-call
	// valid-memsafety/valid-deref (unknown property)
	// coverage-branches (unknown property)
	// renamed
}
