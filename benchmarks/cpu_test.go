package benchmarks

import (
	"context"
	"os/exec"
	"runtime"
	"strings"
	"testing"
	"time"
)

// hogs keeps every core busy with n spinning processes of its own for at
// most d (other users' load, as on a shared machine); the returned
// function stops them.
func hogs(t *testing.T, n int, d time.Duration) func() {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), d)
	var cmds []*exec.Cmd
	for range n {
		c := exec.CommandContext(ctx, "sh", "-c", "while :; do :; done")
		if err := c.Start(); err != nil {
			t.Fatal(err)
		}
		cmds = append(cmds, c)
	}
	return func() {
		cancel()
		for _, c := range cmds {
			c.Wait()
		}
	}
}

// TestCPULimitHoldsUnderLoad runs multi-threaded spinners under a 2 s CPU
// limit on a machine loaded by other spinners: each must be a timeout at
// the CPU limit having used no more than the limit + 5% + 30 ms (the
// slack of polling at 10 ms intervals near the limit, the tick of the
// kernel's CPU accounting and the kill itself).
func TestCPULimitHoldsUnderLoad(t *testing.T) {
	stop := hogs(t, runtime.NumCPU(), time.Minute)
	defer stop()
	const limit = 2.0
	for _, s := range []Solver{
		helper(t, "go4", "spin4"),
		{Name: "sh2", Cmd: "sh -c 'while :; do :; done & while :; do :; done' {file}"},
	} {
		r := runOne(t, s, Limits{CPU: limit * time.Second, Wall: 60 * time.Second})
		if r.Answer != Timeout || !strings.HasPrefix(r.Detail, "CPU limit") {
			t.Errorf("%s: answer %s (%s), want timeout by the CPU limit", s.Name, r.Answer, r.Detail)
		}
		if r.CPU > limit*1.05+0.03 || r.CPU < limit {
			t.Errorf("%s: recorded %.3f CPU s under a %g s limit (%.0f%%)", s.Name, r.CPU, limit, 100*r.CPU/limit)
		}
		if r.CPUMeasured != 0 && r.CPUMeasured < limit*0.5 {
			t.Errorf("%s: used %.3f CPU s, stopped long before the %g s limit", s.Name, r.CPUMeasured, limit)
		}
	}
}
