package svschema_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/horn-chc/horn/internal/svschema"
)

func ExampleValidate() {
	data, err := os.ReadFile("testdata/correctness.yml")
	if err != nil {
		panic(err)
	}
	fmt.Println(svschema.Validate(data) == nil)
	bad := strings.Replace(string(data), "data_model: ILP32", "data_model: LP32", 1)
	fmt.Println(svschema.Validate([]byte(bad)) == nil)
	// Output:
	// true
	// false
}
