package sched

import (
	"syscall"
	"time"
)

// Clock is what the scheduler reads time from: Now measures turns (the
// solver time a member has had), CPU the process's CPU time, which the
// members' delays count. Tests inject a clock of their own; Real is the
// system's.
type Clock interface {
	Now() time.Time
	CPU() time.Duration
}

// Real is the system's clock: wall time for turns, the process's CPU
// time (user and system, getrusage) for delays.
var Real Clock = realClock{}

type realClock struct{}

func (realClock) Now() time.Time     { return time.Now() }
func (realClock) CPU() time.Duration { return ProcessCPU() }

// ProcessCPU is the CPU time (user and system) the process has used so
// far, or the wall time since the package was loaded if the system does
// not say.
func ProcessCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return time.Since(loaded)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loaded is when the package was loaded; it is never changed.
var loaded = time.Now()
