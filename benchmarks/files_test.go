package benchmarks

import (
	"encoding/csv"
	"strings"
	"testing"
)

func TestFileTable(t *testing.T) {
	rs := handResults()
	rs[5].MemKB, rs[5].Wall, rs[5].Detail = 2048, 4.5, "memory limit"
	solvers, rows := FileTable(rs)
	if strings.Join(solvers, " ") != "golem horn z3" || len(rows) != 3 {
		t.Fatalf("solvers %v, %d rows", solvers, len(rows))
	}
	// Files in name order: arr/c, lin/a, lin/b.
	b := rows[2]
	if b.File != "lin/b" || b.Expected != Unsat || !b.Conflict || b.Results[1].Answer != Unsat {
		t.Errorf("lin/b: %+v", b)
	}
	if rows[1].Conflict || rows[1].Expected != "" {
		t.Errorf("lin/a: %+v", rows[1])
	}
	for _, c := range []struct {
		r    Result
		want string
	}{
		{rs[3], StatusCorrect}, {rs[4], StatusWrong}, {rs[0], StatusUnconfirmed}, {rs[6], StatusInvalid},
		{rs[5], "memory limit"}, {rs[2], Timeout},
	} {
		if got := FileStatus(c.r); got != c.want {
			t.Errorf("%s on %s: status %q, want %q", c.r.Solver, c.r.File, got, c.want)
		}
	}

	var md strings.Builder
	if err := WriteFileTable(&md, rs); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"| file | expected | golem answer | golem CPU s | golem wall s | golem MiB | golem status | horn answer |",
		"| lin/b | unsat (solvers disagree) | memout | 4.00 | 4.50 | 2 | memory limit | unsat | 0.50 | 0.00 | 0 | correct | sat | 3.00 | 0.00 | 0 | **WRONG** |",
		"| arr/c | - | error | 0.10 |",
		"| **invalid witness** |",
	} {
		if !strings.Contains(md.String(), want) {
			t.Errorf("Markdown table lacks %q:\n%s", want, md.String())
		}
	}

	var c strings.Builder
	if err := WriteFileCSV(&c, rs); err != nil {
		t.Fatal(err)
	}
	recs, err := csv.NewReader(strings.NewReader(c.String())).ReadAll()
	if err != nil || len(recs) != 4 || len(recs[0]) != 4+3*6 {
		t.Fatalf("CSV: %v, %d records\n%s", err, len(recs), c.String())
	}
	if got := strings.Join(recs[3][:10], ","); got != "lin/b,lin,unsat,true,memout,4,4.5,2048,memory limit,memory limit" {
		t.Errorf("lin/b CSV row starts %s", got)
	}
	if recs[3][len(recs[3])-2] != StatusWrong || recs[0][len(recs[0])-2] != "z3_status" {
		t.Errorf("z3 on lin/b: %v under %v", recs[3], recs[0])
	}
}

func TestShortNames(t *testing.T) {
	for _, c := range []struct{ files, want []string }{
		{[]string{"/b/lia/a.smt2", "/b/lra/c.smt2"}, []string{"lia/a.smt2", "lra/c.smt2"}},
		{[]string{"/b/lia/a.smt2", "/b/lia/c.smt2"}, []string{"a.smt2", "c.smt2"}},
		{[]string{"a.smt2", "x/c.smt2"}, []string{"a.smt2", "x/c.smt2"}},
		{[]string{"/a.smt2", "x/c.smt2"}, []string{"/a.smt2", "x/c.smt2"}},
	} {
		var rows []FileRow
		for _, f := range c.files {
			rows = append(rows, FileRow{File: f})
		}
		names := shortNames(rows)
		for i, f := range c.files {
			if names[f] != c.want[i] {
				t.Errorf("%v: %s named %q, want %q", c.files, f, names[f], c.want[i])
			}
		}
	}
}
