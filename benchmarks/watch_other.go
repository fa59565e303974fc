//go:build unix && !linux

package benchmarks

import (
	"errors"
	"runtime"
	"syscall"
	"time"
)

// jobProcAttr puts a job in a process group of its own. Outside Linux
// there is no Pdeathsig: should horn be killed, its running jobs run on
// until their RLIMIT_CPU.
func jobProcAttr() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Setpgid: true}
}

// maxRSSKB is the peak resident set of ru in KiB: macOS reports it in
// bytes, the BSDs in KiB.
func maxRSSKB(ru *syscall.Rusage) int64 {
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return int64(ru.Maxrss) / 1024
	}
	return int64(ru.Maxrss)
}

// errNoProcfs: the group's CPU time cannot be polled without Linux's
// /proc; the CPU limit then rests on RLIMIT_CPU alone (per process, whole
// seconds).
var errNoProcfs = errors.New("no /proc: the CPU time of a process group is not polled on " + runtime.GOOS)

// groupCPU is not available outside Linux.
func groupCPU(int) (time.Duration, error) { return 0, errNoProcfs }
