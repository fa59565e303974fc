package benchmarks

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestShards(t *testing.T) {
	solvers := []Solver{{Name: "a"}, {Name: "b"}}
	files := []string{"x/3.smt2", "x/1.smt2", "y/2.smt2", "x/1.smt2", "z/4.smt2", "z/5.smt2"}
	all := Jobs(solvers, files)
	if len(all) != 10 {
		t.Fatalf("%d jobs, want 10 (5 distinct files × 2 solvers)", len(all))
	}
	seen := map[Key]int{}
	for i := 1; i <= 3; i++ {
		part := Shard{I: i, N: 3}.Select(all)
		for _, j := range part {
			seen[j.Key()] = i
		}
		// Both solvers of a file land in the same shard.
		for _, j := range part {
			for _, s := range solvers {
				if seen[Key{s.Name, j.File}] == 0 {
					t.Errorf("shard %d has %s/%s but not %s", i, j.Solver.Name, j.File, s.Name)
				}
			}
		}
	}
	if len(seen) != len(all) {
		t.Errorf("shards cover %d jobs, want %d", len(seen), len(all))
	}
	if !reflect.DeepEqual(Shard{}.Select(all), all) {
		t.Error("the zero shard is not the whole list")
	}
	for _, bad := range []string{"0/2", "3/2", "1", "a/b", "1/0"} {
		if _, err := ParseShard(bad); err == nil {
			t.Errorf("ParseShard(%q): no error", bad)
		}
	}
	if sh, err := ParseShard("2/5"); err != nil || sh != (Shard{2, 5}) {
		t.Errorf("ParseShard(2/5) = %v, %v", sh, err)
	}
}

func TestInputs(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"a/1.smt2", "a/sub/2.smt2", "a/notes.txt", "b/3.smt2"} {
		p := filepath.Join(dir, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o644)
	}
	list := filepath.Join(dir, "list.txt")
	os.WriteFile(list, []byte("# a comment\n"+filepath.Join(dir, "b/3.smt2")+"\n\n"), 0o644)
	got, err := Inputs([]string{filepath.Join(dir, "a"), filepath.Join(dir, "b", "*.smt2"), list, filepath.Join(dir, "a/1.smt2")})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "a/1.smt2"), filepath.Join(dir, "a/sub/2.smt2"), filepath.Join(dir, "b/3.smt2")}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Inputs = %v, want %v", got, want)
	}
	if _, err := Inputs([]string{filepath.Join(dir, "nothing*.smt2")}); err == nil {
		t.Error("a pattern matching nothing is not an error")
	}
	if _, err := Inputs([]string{filepath.Join(dir, "missing")}); err == nil {
		t.Error("a missing input is not an error")
	}
}

func TestReference(t *testing.T) {
	path := filepath.Join(t.TempDir(), "ref.csv")
	os.WriteFile(path, []byte("set,file,status,basis\nlia,a.smt2,sat,z3\nlra,a.smt2,unsat,z3\nlia,b.smt2,unsat,x\nlia,c.smt2,unknown,none\n"), 0o644)
	ref, err := ReadReference(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		file, answer, expected string
		wrong                  bool
	}{
		{"bench/lia/a.smt2", Unsat, Sat, true},
		{"bench/lra/a.smt2", Unsat, Unsat, false},
		{"elsewhere/a.smt2", Sat, "", false}, // a.smt2 is ambiguous
		{"elsewhere/b.smt2", Sat, Unsat, true},
		{"lia/c.smt2", Sat, Unknown, false},
		{"lia/b.smt2", Timeout, Unsat, false},
		{"lia/d.smt2", Sat, "", false},
	} {
		r := Result{File: tc.file, Answer: tc.answer}
		ref.Judge(&r)
		if r.Expected != tc.expected || r.Wrong != tc.wrong {
			t.Errorf("%s answered %s: expected %q wrong %v, want %q %v", tc.file, tc.answer, r.Expected, r.Wrong, tc.expected, tc.wrong)
		}
	}
}

// TestReferenceMerged: several reference files make one Reference (the top
// reference.csv and a set folder's own), and a file given two statuses is
// an error naming it.
func TestReferenceMerged(t *testing.T) {
	dir := t.TempDir()
	top, own, bad := filepath.Join(dir, "top.csv"), filepath.Join(dir, "own.csv"), filepath.Join(dir, "bad.csv")
	os.WriteFile(top, []byte("set,file,status\nlia,a.smt2,sat\n"), 0o644)
	os.WriteFile(own, []byte("set,file,status,source\nLIA-Lin-Arrays,x.smt2,unsat,y\nlia,a.smt2,sat,z\n"), 0o644)
	os.WriteFile(bad, []byte("set,file,status\nlia,a.smt2,unsat\n"), 0o644)
	ref, err := ReadReference(top, own)
	if err != nil {
		t.Fatal(err)
	}
	for file, want := range map[string]string{"b/lia/a.smt2": Sat, "b/lia-lin-arrays/x.smt2": Unsat, "b/lia/z.smt2": ""} {
		if got := ref.Expected(file); got != want {
			t.Errorf("Expected(%s) = %q, want %q", file, got, want)
		}
	}
	if _, err := ReadReference(top, bad); err == nil || !strings.Contains(err.Error(), "a.smt2") {
		t.Errorf("conflicting statuses: err = %v, want one naming a.smt2", err)
	}
}
