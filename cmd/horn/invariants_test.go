package main

import (
	"context"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	hornlib "github.com/horn-chc/horn"
	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/internal/benchdata"
	"github.com/horn-chc/horn/translate/boogie"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// TestInvariantSizeBoogie measures the invariants of the Boogie corpus's
// correct programs (boogie/EXPECTED.tsv, subset "in"; every
// HORN_INVSIZE_EVERY-th file, default 1): the conjuncts of each
// predicate's interpretation as horn reports it (simplified), and after
// witness.Minimize, which must keep the model valid and leave no conjunct
// that an implication check removes (a second Minimize drops nothing).
// A measurement sweep: HORN_SWEEPS=1 and HORN_BENCHMARKS.
func TestInvariantSizeBoogie(t *testing.T) {
	dir := benchdata.Sweep(t, "boogie")
	needZ3(t)
	tsv, err := os.ReadFile(filepath.Join(dir, "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	every, _ := strconv.Atoi(envOr("HORN_INVSIZE_EVERY", "1"))
	if every < 1 {
		every = 1
	}
	var before, after []int
	files, k := 0, 0
	for _, line := range strings.Split(string(tsv), "\n")[1:] {
		f := strings.Split(line, "\t")
		if len(f) < 6 || f[1] != "correct" || f[5] != "in" {
			continue
		}
		if k++; (k-1)%every != 0 {
			continue
		}
		entry := f[4]
		if entry == "*" {
			entry = ""
		}
		b, a, ok := invariantSizes(t, filepath.Join(dir, f[0]), entry)
		if !ok {
			continue
		}
		files++
		before, after = append(before, b...), append(after, a...)
	}
	t.Logf("%d correct programs proved, %d invariants: median conjuncts %d before, %d after; total %d before, %d after",
		files, len(before), median(before), median(after), sum(before), sum(after))
}

// invariantSizes solves one Boogie program and returns the conjunct count
// of each interpretation with more than one conjunct, before and after
// Minimize; ok is false when horn did not prove the program in time.
func invariantSizes(t *testing.T, path, entry string) (before, after []int, ok bool) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	prog, info, err := boogie.Read(path, src)
	if err != nil {
		return nil, nil, false
	}
	tr, err := boogie.Translate(prog, info, boogie.Options{Entry: entry})
	if err != nil {
		return nil, nil, false
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	r, err := hornlib.Solve(ctx, tr.System, hornlib.Options{})
	if err != nil || r.Status != chc.Sat {
		t.Logf("%s: %v %v (not counted)", filepath.Base(path), r.Status, err)
		return nil, nil, false
	}
	s := tr.System
	m, st, err := witness.Minimize(context.Background(), s, r.Model, z3.NewSolver, witness.MinimizeBudget{Time: 20 * time.Second})
	if err != nil {
		t.Errorf("%s: %v", path, err)
		return nil, nil, false
	}
	if err := witness.CheckModel(context.Background(), s, m, z3.NewSolver); err != nil {
		t.Errorf("%s: the minimized model is not valid: %v", path, err)
	}
	if _, st2, err := witness.Minimize(context.Background(), s, m, z3.NewSolver, witness.MinimizeBudget{Time: 20 * time.Second}); err == nil && st2.After < st2.Before && st.Unknown == 0 {
		t.Errorf("%s: a second pass dropped %d more conjuncts", path, st2.Before-st2.After)
	}
	for _, p := range s.Preds {
		b, a := countConjuncts(r.Model[p].Body), countConjuncts(m[p].Body)
		if b > 1 {
			before, after = append(before, b), append(after, a)
		}
	}
	t.Logf("%s: %d -> %d conjuncts (%d checks, %d unknown)", filepath.Base(path), st.Before, st.After, st.Checks, st.Unknown)
	return before, after, true
}

func countConjuncts(t *chc.Term) int {
	if t == nil {
		return 0
	}
	if t.Op() == chc.OpAnd {
		return len(t.Args())
	}
	return 1
}

func median(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	ys := append([]int(nil), xs...)
	sort.Ints(ys)
	return ys[len(ys)/2]
}

func sum(xs []int) int {
	n := 0
	for _, x := range xs {
		n += x
	}
	return n
}
