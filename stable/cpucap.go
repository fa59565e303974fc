package stable

import (
	"context"
	"errors"
	"time"

	"github.com/horn-chc/horn/sched"
)

// errCPUCap is the cause of a follow-up run's context when it reached
// its cap of CPU time.
var errCPUCap = errors.New("the fixed engine's cap of CPU time reached")

// capPoll is how often cpuCap reads the process's CPU time.
const capPoll = 50 * time.Millisecond

// cpuCap returns ctx cancelled once the process has used d of CPU time
// (sched.ProcessCPU) from now: a backstop that a loaded machine reaches
// no sooner than an idle one, unlike a wall-clock one (under a load of
// 15 on 2 cores, 10 s of wall clock were about 1 s of horn's CPU, and
// qarr's follow-up, 2.6 s of CPU alone, was cut every time). The
// returned function releases it.
func cpuCap(ctx context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithCancelCause(ctx)
	end := sched.ProcessCPU() + d
	go func() {
		t := time.NewTicker(capPoll)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if sched.ProcessCPU() >= end {
					cancel(errCPUCap)
					return
				}
			}
		}
	}()
	return ctx, func() { cancel(context.Canceled) }
}
