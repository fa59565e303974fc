package benchmarks

import "testing"

func TestReadPhases(t *testing.T) {
	stderr := "level=INFO msg=x\n" +
		`{"answer":"sat","counters":{"validations":1},"seconds":{"solve time":0.5,"validation time":0.1}}` + "\n" +
		`{"answer":"sat","seconds":{"solve time":2,"back-translation time":0.25,"validation time":0.25},"preprocessing":[]}` + "\n" +
		"{not json, seconds\n"
	p := readPhases(stderr)
	if p[PhaseSolve] != 2 || p[PhaseBack] != 0.25 || p[PhaseValidation] != 0.25 {
		t.Errorf("phases %v, want those of the last stats line", p)
	}
	if p := readPhases("sat\nreason: none\n"); p != nil {
		t.Errorf("phases %v from output without stats, want nil", p)
	}
}

func TestTrust(t *testing.T) {
	rs := []Result{
		{Set: "a", Solver: "horn", Answer: Sat, Phases: map[string]float64{PhaseSolve: 1, PhaseBack: 0.1, PhaseValidation: 0.1}},
		{Set: "a", Solver: "horn", Answer: Unsat, Phases: map[string]float64{PhaseSolve: 3, PhaseBack: 0.2}},
		{Set: "b", Solver: "horn", Answer: Sat, Wrong: true, Phases: map[string]float64{PhaseSolve: 9}}, // not solved
		{Set: "b", Solver: "horn", Answer: Timeout, Phases: map[string]float64{PhaseSolve: 9}},
		{Set: "a", Solver: "z3", Answer: Sat},
	}
	rows := Trust(rs)
	if len(rows) != 2 {
		t.Fatalf("rows %+v, want a and all for horn", rows)
	}
	a, all := rows[0], rows[1]
	if a.Set != "a" || a.Files != 2 || a.Solve != 4 || all.Set != AllSets || all.Files != 2 {
		t.Errorf("rows %+v", rows)
	}
	if s := a.Share(); s < 0.0999 || s > 0.1001 {
		t.Errorf("share %v, want 0.1", s)
	}
}
