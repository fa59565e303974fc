package sim

import (
	"syscall"
	"time"
)

// rusageThread is Linux's RUSAGE_THREAD: getrusage for the calling
// thread alone.
const rusageThread = 1

// workClock measures the search's work for its Budget and Burst: the CPU
// time of the thread the search runs on (Solve locks the search to it,
// so Z3's work for the search counts and other members' does not, and
// a loaded machine does not shorten the budget), or the wall time where
// the system does not say, decided once when the clock is made.
type workClock struct {
	wall  bool
	start time.Time
}

func newWorkClock() *workClock {
	var ru syscall.Rusage
	return &workClock{wall: syscall.Getrusage(rusageThread, &ru) != nil, start: time.Now()}
}

// now is the clock's reading; only differences of readings mean
// anything.
func (c *workClock) now() time.Duration {
	if !c.wall {
		var ru syscall.Rusage
		if syscall.Getrusage(rusageThread, &ru) == nil {
			return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return time.Since(c.start)
}
