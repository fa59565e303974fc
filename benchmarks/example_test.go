package benchmarks_test

import (
	"fmt"
	"os"

	"github.com/horn-chc/horn/benchmarks"
)

func ExampleParseAnswer() {
	fmt.Println(benchmarks.ParseAnswer("sat\n(define-fun inv ((x Int)) Bool true)\n"))
	fmt.Println(benchmarks.ParseAnswer("unknown\nsat is what I would say\n"))
	fmt.Println(benchmarks.ParseAnswer("sat\nunsat\n"))
	// Output:
	// sat
	// unknown
	// unsat
}

func ExampleWriteReport() {
	rs := []benchmarks.Result{
		{File: "lia/a.smt2", Set: "lia", Solver: "horn", Answer: "sat", CPU: 1, CPULimit: 10},
		{File: "lia/a.smt2", Set: "lia", Solver: "z3", Answer: "timeout", CPU: 10, CPULimit: 10},
		{File: "lia/b.smt2", Set: "lia", Solver: "horn", Answer: "unsat", CPU: 2, CPULimit: 10, Expected: "sat", Wrong: true},
		{File: "lia/b.smt2", Set: "lia", Solver: "z3", Answer: "sat", CPU: 3, CPULimit: 10, Expected: "sat"},
	}
	benchmarks.WriteReport(os.Stdout, rs)
	// Output:
	// # horn bench report
	//
	// 4 results; PAR-2 counts an unsolved or wrong job as 2 × 10s (the CPU limit).
	//
	// | set | solver | files | sat | unsat | solved | unique | wrong | unknown | timeout | memout | error | invalid | PAR-2 s | CPU s |
	// |---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|
	// | lia | horn | 2 | 1 | 0 | 1 | 1 | 1 | 0 | 0 | 0 | 0 | 0 | 21.0 | 3.0 |
	// | lia | z3 | 2 | 1 | 0 | 1 | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 23.0 | 13.0 |
	// | **all** | horn | 2 | 1 | 0 | 1 | 1 | 1 | 0 | 0 | 0 | 0 | 0 | 21.0 | 3.0 |
	// | **all** | z3 | 2 | 1 | 0 | 1 | 1 | 0 | 0 | 1 | 0 | 0 | 0 | 23.0 | 13.0 |
	//
	// ## Pairwise
	//
	// CPU ratio A/B on the files both solved (times under 0.05s count as 0.05s).
	//
	// | set | A | B | both solved | only A | only B | median A/B | geo-mean A/B |
	// |---|---|---|--:|--:|--:|--:|--:|
	// | lia | horn | z3 | 0 | 1 | 1 | - | - |
	// | **all** | horn | z3 | 0 | 1 | 1 | - | - |
	//
	// ## WRONG ANSWERS AND INVALID WITNESSES
	//
	// - WRONG: horn answered unsat on lia/b.smt2; the reference says sat
}
