package main

import (
	"fmt"
	"os"
	"runtime"
	"runtime/pprof"
)

// profileFlags are horn's profiling switches (for the developers: pprof
// profiles of a run, read with `go tool pprof horn FILE`). The samples of
// auto's members carry the label member=NAME: `go tool pprof -tags horn
// FILE` splits the CPU among them.
type profileFlags struct {
	CPUProfile string `name:"cpuprofile" hidden:"" help:"Write a CPU profile to this file."`
	MemProfile string `name:"memprofile" hidden:"" help:"Write a heap profile to this file at the end."`
}

// start begins the CPU profile; the returned function ends the profiles.
func (p profileFlags) start() (func() error, error) {
	stop := func() error { return nil }
	if p.CPUProfile != "" {
		f, err := os.Create(p.CPUProfile)
		if err != nil {
			return nil, fmt.Errorf("--cpuprofile: %w", err)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			f.Close()
			return nil, fmt.Errorf("--cpuprofile: %w", err)
		}
		stop = func() error {
			pprof.StopCPUProfile()
			return f.Close()
		}
	}
	return func() error {
		err := stop()
		if p.MemProfile != "" {
			f, ferr := os.Create(p.MemProfile)
			if ferr != nil {
				return fmt.Errorf("--memprofile: %w", ferr)
			}
			defer f.Close()
			runtime.GC()
			if werr := pprof.WriteHeapProfile(f); werr != nil {
				return fmt.Errorf("--memprofile: %w", werr)
			}
		}
		return err
	}, nil
}
