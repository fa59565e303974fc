package main

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	hornlib "github.com/horn-chc/horn"
	"github.com/horn-chc/horn/benchmarks"
	"github.com/horn-chc/horn/internal/benchdata"
)

// TestLibraryAgreesWithCommand: the library's horn.Solve and `horn solve`
// build the same strategy (engine.Prepare from the same Settings), so on
// development files of each class (linear and non-linear integer
// arithmetic, bit-vectors) they give the same answer, which is the
// reference's; both answers were validated before they were given. The
// library gets the command's default memory budget, the one setting in
// which their defaults differ.
func TestLibraryAgreesWithCommand(t *testing.T) {
	root := benchdata.Dir(t)
	ref, err := benchmarks.ReadReference(root + "/reference.csv")
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range []string{
		"lia-lin/chc-comp24-LIA-Lin-065.smt2",
		"lia-nonlin/chc-comp24-LIA-146.smt2",
		"small/extra-small-lia__dillig02_m.smt2",
		"bv/slayer-fanning-traverse_seg_rec_unsafe.c-bv.smt2",
	} {
		t.Run(file, func(t *testing.T) {
			path := benchdata.Dir(t, file)
			want := ref.Expected(path)
			if want != "sat" && want != "unsat" {
				t.Fatalf("the reference has %q for %s", want, file)
			}
			out, errs, code := horn(t, "", "solve", "--timeout", "60s", path)
			if code != exitOK || firstLine(out) != want {
				t.Fatalf("horn solve: exit %d, %q; want %s\n%s", code, firstLine(out), want, errs)
			}
			src, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			s, err := hornlib.Parse(path, src)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			r, err := hornlib.Solve(ctx, s, hornlib.Options{Memory: 4096 << 20})
			if err != nil {
				t.Fatal(err)
			}
			if got := r.Status.String(); got != want {
				t.Fatalf("horn.Solve: %s (%s); horn solve: %s", got, r.Reason, strings.TrimSpace(firstLine(out)))
			}
		})
	}
}
