package benchmarks

import (
	"context"
	"os"
	"runtime"
	"syscall"
	"time"
)

// Why the runner stopped a job.
type stopReason int

const (
	notStopped    stopReason = iota
	stoppedWall              // the wall-clock limit
	stoppedCPU               // the CPU limit, by polling
	stoppedCancel            // the batch was interrupted
)

// watchResult is what watch saw: why it stopped the job, if it did, and
// the job's CPU time at the last poll.
type watchResult struct {
	stop stopReason
	cpu  time.Duration
}

// Polling intervals of the group's CPU time: the longest, and the shortest,
// used near the limit.
const (
	maxPoll = 100 * time.Millisecond
	minPoll = 10 * time.Millisecond
)

// watch kills the process group of p (started at start, leading its own
// group) at the wall-clock limit, when its CPU time reaches the CPU limit,
// or when ctx is cancelled; it returns when it has killed it or when exited
// is closed.
//
// RLIMIT_CPU, which the job also runs under, is not enough: it limits each
// process of the job on its own (a job of two processes may use twice the
// limit), and the kernel checks it on the scheduler tick. watch sums the
// CPU time of every process in the group, and polls the more often the
// nearer the limit is: a group cannot use more CPU time per second than
// there are cores, so it polls again before the group can have reached
// the limit, and at least every 10 ms.
func watch(ctx context.Context, p *os.Process, lim Limits, start time.Time, exited <-chan struct{}) watchResult {
	var res watchResult
	kill := func(why stopReason) watchResult {
		_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
		_ = p.Kill() // should it have left its group
		res.stop = why
		return res
	}
	var wallC <-chan time.Time
	if lim.Wall > 0 {
		t := time.NewTimer(time.Until(start.Add(lim.Wall)))
		defer t.Stop()
		wallC = t.C
	}
	var pollC <-chan time.Time
	poll := time.NewTimer(maxPoll)
	defer poll.Stop()
	if lim.CPU > 0 {
		poll.Reset(pollInterval(lim.CPU))
		pollC = poll.C
	}
	for {
		select {
		case <-exited:
			return res
		case <-ctx.Done():
			return kill(stoppedCancel)
		case <-wallC:
			return kill(stoppedWall)
		case <-pollC:
			cpu, err := groupCPU(p.Pid)
			if err == nil {
				res.cpu = max(res.cpu, cpu)
			}
			if res.cpu >= lim.CPU {
				return kill(stoppedCPU)
			}
			poll.Reset(pollInterval(lim.CPU - res.cpu))
		}
	}
}

// pollInterval is the time to wait before polling again when the CPU
// time left is left: half the least time the group needs to use it on
// every core, between minPoll and maxPoll.
func pollInterval(left time.Duration) time.Duration {
	return min(max(left/time.Duration(2*runtime.NumCPU()), minPoll), maxPoll)
}
