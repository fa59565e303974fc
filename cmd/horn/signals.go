package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// signalCause is the cancellation cause of the root context when horn is
// interrupted by a signal.
type signalCause struct{ sig syscall.Signal }

func (s signalCause) Error() string { return "interrupted by " + strings.ToUpper(unixName(s.sig)) }

// exitCode is the conventional status of a process stopped by sig.
func (s signalCause) exitCode() int { return 128 + int(s.sig) }

func unixName(sig syscall.Signal) string {
	switch sig {
	case syscall.SIGINT:
		return "sigint"
	case syscall.SIGTERM:
		return "sigterm"
	}
	return sig.String()
}

// interruptedCode returns the exit status for a run whose root context
// was cancelled by a signal, and whether it was.
func interruptedCode(ctx context.Context) (int, bool) {
	if sc, ok := context.Cause(ctx).(signalCause); ok {
		return sc.exitCode(), true
	}
	if ctx.Err() != nil { // cancelled without a signal (tests): as SIGINT
		return signalCause{syscall.SIGINT}.exitCode(), true
	}
	return 0, false
}

// graceTime is how long horn waits after a signal for the command to stop
// by itself before the watchdog exits the process.
const graceTime = 900 * time.Millisecond

// handleSignals cancels the root context on SIGINT or SIGTERM. Commands
// see the cancellation and stop (solve answers unknown, reason
// "interrupted"). If the command has not returned within graceTime, or a
// second signal comes, the watchdog finishes for it: it prints the
// pending answer "unknown" (when nothing is printed yet) and exits with
// 128 + the signal number.
func handleSignals(out *guardedOut, errw io.Writer) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	ch := make(chan os.Signal, 2)
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
	quit := make(chan struct{})
	go func() {
		var first signalCause
		var timer <-chan time.Time
		for {
			select {
			case <-quit:
				return
			case s := <-ch:
				sc := signalCause{s.(syscall.Signal)}
				if timer == nil {
					first = sc
					cancel(sc)
					timer = time.After(graceTime)
					continue
				}
				out.abort(errw, sc)
			case <-timer:
				out.abort(errw, first)
			}
		}
	}()
	return ctx, func() { signal.Stop(ch); close(quit); cancel(nil) }
}

// guardedOut is standard output shared by the command and the signal
// watchdog: writes are serialised, so no answer line is half-printed when
// the watchdog exits, and it knows whether an answer is still owed.
type guardedOut struct {
	mu      sync.Mutex
	w       io.Writer
	written bool
	owes    bool // the command prints an answer first (solve)
	json    bool // the answer is a JSON document (--json)
}

func (o *guardedOut) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.written = o.written || len(p) > 0
	return o.w.Write(p)
}

// owesAnswer declares that the command's first output line is an answer,
// or with asJSON that its output is one JSON document holding it.
func (o *guardedOut) owesAnswer(asJSON bool) {
	o.mu.Lock()
	o.owes, o.json = true, asJSON
	o.mu.Unlock()
}

// abort prints "unknown" if an answer is owed and nothing is printed yet,
// and exits. It holds the lock to the end, so the command cannot print
// after it.
func (o *guardedOut) abort(errw io.Writer, sc signalCause) {
	o.mu.Lock()
	switch {
	case o.owes && !o.written && o.json:
		fmt.Fprintln(o.w, `{"answer": "unknown", "reason": "interrupted"}`)
	case o.owes && !o.written:
		fmt.Fprintln(o.w, "unknown")
		fmt.Fprintln(errw, "reason: interrupted")
	}
	fmt.Fprintf(errw, "horn: %v: stopped\n", sc)
	os.Exit(sc.exitCode())
}

// durationFlag is a duration flag that also takes plain seconds ("5", "2.5"),
// as z3 -T:5 and other solvers do, besides Go durations ("5s", "300ms").
type durationFlag time.Duration

// UnmarshalText reads a --timeout value.
func (d *durationFlag) UnmarshalText(b []byte) error {
	s := strings.TrimSpace(string(b))
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		if f < 0 || f > 1e9 {
			return fmt.Errorf("duration %q out of range", s)
		}
		*d = durationFlag(f * float64(time.Second))
		return nil
	}
	v, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("duration %q: want seconds (5, 2.5) or a Go duration (5s, 300ms, 1m)", s)
	}
	if v < 0 {
		return fmt.Errorf("duration %q is negative", s)
	}
	*d = durationFlag(v)
	return nil
}
