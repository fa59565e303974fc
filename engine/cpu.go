package engine

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user and system) the process has used so
// far, or the wall time since the package was loaded if the system does
// not say.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return time.Since(loaded)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loaded is when the package was loaded; it is never changed.
var loaded = time.Now()
