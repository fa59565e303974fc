package benchmarks

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// Limits bound each job. A zero field means no limit.
type Limits struct {
	CPU   time.Duration // CPU time (user+sys) of the job's process group, polled; RLIMIT_CPU (whole seconds) as a backstop
	MemMB int64         // memory in MiB, enforced by RLIMIT_DATA, or RLIMIT_AS when AddressSpace is set
	Wall  time.Duration // wall clock, enforced by killing the job's process group
	// AddressSpace limits the address space (RLIMIT_AS, ulimit -v) instead
	// of the data segment. Go programs, horn among them, reserve about
	// 700 MiB of address space at start-up and cannot run under a smaller
	// RLIMIT_AS; RLIMIT_DATA (Linux 4.7 and later) counts the writable
	// private memory a program actually maps, heap of C and Go alike.
	AddressSpace bool
}

const (
	sigKILL = int(syscall.SIGKILL)
	sigXCPU = int(syscall.SIGXCPU)
)

// script is the /bin/sh program that runs cmd under the limits. The limits
// are set by the shell's ulimit before it execs the solver, so they hold
// from the solver's first instruction and are inherited by its children;
// soft and hard CPU limits are equal, so the kernel sends SIGKILL at the
// limit (as in CHC-COMP's and ../shared/tools/run-solver.sh's set-up).
// A command that starts with assignments (FOO=1 solver {file}) runs
// through env, which sets them.
func (l Limits) script(cmd string) string {
	s := ""
	if l.CPU > 0 {
		s += "ulimit -t " + strconv.Itoa(int(math.Ceil(l.CPU.Seconds()))) + " && "
	}
	if l.MemMB > 0 && l.AddressSpace {
		s += "ulimit -v " + strconv.FormatInt(l.MemMB*1024, 10) + " && "
	} else if l.MemMB > 0 {
		s += "ulimit -d " + strconv.FormatInt(l.MemMB*1024, 10) + " && "
	}
	if env, _ := splitAssignments(strings.TrimSpace(cmd)); env != "" {
		// exec takes no assignments ("exec: FOO=1: not found"); env
		// sets them and replaces itself with the solver all the same.
		cmd = "env " + cmd
	}
	return s + "exec " + cmd
}

// Run runs job under lim and returns its result. The error is non-nil only
// when the job could not be started or ctx was cancelled; the result is
// then not meaningful. Whatever the job does once started (exiting, being
// killed at a limit, leaving children that hold its output open), Run
// returns its result.
//
// The runner kills the job's process group itself, at the wall-clock limit
// and when the group's CPU time, polled from /proc (on Linux; elsewhere
// RLIMIT_CPU alone limits it), reaches the CPU limit;
// it does not use exec.CommandContext, whose Wait reports the context's
// error instead of the exit status when the job ends as it is killed.
func Run(ctx context.Context, job Job, lim Limits) (Result, error) {
	return runLogged(ctx, job, lim, "", "")
}

// runLogged is Run that also records the input's SHA-256 and, when out is
// not "", keeps the job's log in out (at LogPath, recorded in Result.Log).
func runLogged(ctx context.Context, job Job, lim Limits, out, sum string) (Result, error) {
	if sum == "" {
		sum = fileSHA256(job.File)
	}
	var log *jobLog
	if out != "" {
		var err error
		if log, err = openJobLog(filepath.Join(out, LogPath(job)), job, lim, sum); err != nil {
			return Result{}, err
		}
	}
	r, err := run(ctx, job, lim, log)
	r.SHA256 = sum
	if log != nil {
		if lerr := log.close(r); lerr != nil && err == nil {
			return r, lerr
		}
		r.Log = LogPath(job)
	}
	return r, err
}

func run(ctx context.Context, job Job, lim Limits, log *jobLog) (Result, error) {
	cmd := exec.Command("/bin/sh", "-c", lim.script(job.Solver.Command(job.File)))
	stdout := answerWriter{verdict: IsTask(job.File)}
	var stderr headTail
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if log != nil {
		cmd.Stdout, cmd.Stderr = io.MultiWriter(&stdout, log), io.MultiWriter(&stderr, log)
	}
	cmd.SysProcAttr = jobProcAttr()
	// Children that escape the process group may hold the output pipes
	// open: Wait stops reading them a second after the job exits.
	cmd.WaitDelay = time.Second
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return Result{}, fmt.Errorf("starting %s on %s: %w", job.Solver.Name, job.File, err)
	}
	pid := cmd.Process.Pid
	exited := make(chan struct{})
	watched := make(chan watchResult, 1)
	go func() { watched <- watch(ctx, cmd.Process, lim, start, exited) }()
	werr := cmd.Wait()
	wall := time.Since(start)
	close(exited)
	w := <-watched
	_ = syscall.Kill(-pid, syscall.SIGKILL) // stragglers in the group
	if w.stop == stoppedCancel {
		return Result{}, ctx.Err()
	}
	o := observe(cmd, lim)
	o.answer, o.stdout, o.stderr = stdout.Answer(), stdout.head.String(), stderr.String()
	o.wallKilled, o.cpuKilled = w.stop == stoppedWall, w.stop == stoppedCPU
	// Children killed with the group were not waited for: their CPU time
	// is in the last poll, not in the rusage.
	o.cpu = max(o.cpu, w.cpu.Seconds())
	var ee *exec.ExitError
	if werr != nil && !errors.As(werr, &ee) && !errors.Is(werr, exec.ErrWaitDelay) && o.stderr == "" {
		o.stderr = werr.Error() // e.g. a failed read of its output: the job's result says so
	}
	return result(job, lim, o, wall), nil
}

// observe reads the exit status and resource use of a finished command.
func observe(cmd *exec.Cmd, lim Limits) outcome {
	ps := cmd.ProcessState
	o := outcome{exitCode: ps.ExitCode(), cpuLimit: lim.CPU.Seconds(), memLim: lim.MemMB * 1024}
	if ws, ok := ps.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		o.signal = int(ws.Signal())
	}
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		o.cpu = time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
		o.memKB = maxRSSKB(ru)
	}
	// A wrapper shell reports a killed child as 128+signal.
	if o.signal == 0 && (o.exitCode == 128+sigKILL || o.exitCode == 128+sigXCPU) {
		o.signal = o.exitCode - 128
	}
	return o
}

func result(job Job, lim Limits, o outcome, wall time.Duration) Result {
	answer, detail := classify(o)
	exit := strconv.Itoa(o.exitCode)
	if o.signal != 0 {
		exit = "sig" + strconv.Itoa(o.signal)
	}
	r := Result{
		File: job.File, Set: Set(job.File), Solver: job.Solver.Name,
		Answer: answer, CPU: round3(o.cpu), Wall: round3(wall.Seconds()), MemKB: o.memKB,
		Exit: exit, Validation: validation(answer, o.stderr, job.Solver.Validates),
		CPULimit: lim.CPU.Seconds(), Detail: detail, Phases: readPhases(o.stderr),
	}
	atLimit(&r)
	return r
}

// atLimit records a job stopped at the CPU limit as having used the limit:
// the kernel kills at RLIMIT_CPU by its own clock, which on a loaded
// virtual machine runs up to 20% ahead of the rusage the runner reads (a
// spinner killed at 5 s reads 4.64 s). The measured time is kept in
// CPUMeasured and said in the detail.
func atLimit(r *Result) {
	if r.Answer != Timeout || r.Detail != cpuLimitDetail || r.CPULimit <= 0 || r.CPU >= r.CPULimit {
		return
	}
	r.CPUMeasured = r.CPU
	r.Detail = fmt.Sprintf("%s (recorded at the limit; measured %.3f s)", cpuLimitDetail, r.CPU)
	r.CPU = r.CPULimit
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
