package main

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/chcgen"
)

// FuzzSolvePath drives the whole solve path — print, parse, preprocess,
// an engine, map back, validate — on generated systems: the fuzzer picks
// the generator's seed, theory and shape and the engine. No input may
// panic or make horn report an internal error, and no witness may fail
// validation (a "bug:" reason).
func FuzzSolvePath(f *testing.F) {
	for i := int64(0); i < 12; i++ {
		f.Add(i, uint8(i%3), i%2 == 1, uint8(i%4), i%5 == 0)
	}
	engines := []string{"auto", "pdr", "bmc", "portfolio"}
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, seed int64, theory uint8, nonLinear bool, eng uint8, raw bool) {
		opt := chcgen.Options{Theory: chcgen.Theory(theory % 3), NonLinear: nonLinear}
		s := chcgen.System(rand.New(rand.NewSource(seed)), fmt.Sprintf("fuzz-%d", seed), opt)
		file := filepath.Join(dir, fmt.Sprintf("fuzz-%d.smt2", seed))
		src := systemText(t, s)
		if err := os.WriteFile(file, src, 0o644); err != nil {
			t.Fatal(err)
		}
		args := []string{"solve", "-e", engines[int(eng)%len(engines)], "--timeout", "1s", "--model", "--cex"}
		if raw {
			args = append(args, "--no-preprocess")
		}
		_, _, errs := hornAnswer(t, args, file)
		if strings.Contains(errs, "bug:") || strings.Contains(errs, "internal error") || strings.Contains(errs, "panic") {
			t.Fatalf("%v on seed %d (%v): %s\n%s", args, seed, opt, errs, src)
		}
	})
}
