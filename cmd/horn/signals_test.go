package main

import (
	"bytes"
	"context"
	"math/rand"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/internal/benchdata"
)

// TestInputNotAQuestion: empty, declaration-only and truncated inputs are
// errors, never "sat"; a system without a query is answered with a
// warning; (get-model) prints the model as Z3 does.
func TestInputNotAQuestion(t *testing.T) {
	for _, tc := range []struct{ name, src, msg string }{
		{"empty", "", "empty input"},
		{"blank", "  \n; only a comment\n", "empty input"},
		{"logic only", "(set-logic HORN)\n(check-sat)\n", "nothing to solve"},
		{"truncated", "(set-logic HORN)\n(declare-fun P (Int) Bool)\n(assert (forall ((x Int)) (=> (= x 0) (P x))))\n", "no (check-sat)"},
	} {
		out, errs, code := horn(t, tc.src, "solve", "-")
		if code != exitInput || out != "" || !strings.Contains(errs, tc.msg) || !strings.Contains(errs, "-:") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and %q with a position", tc.name, code, out, errs, tc.msg)
		}
	}
	noQuery := "(set-logic HORN)\n(declare-fun P (Int) Bool)\n(assert (forall ((x Int)) (=> (= x 0) (P x))))\n(check-sat)\n"
	out, errs, code := horn(t, noQuery, "solve", "-")
	if code != exitOK || out != "sat\n" || !strings.Contains(errs, "no query") {
		t.Errorf("no query: exit %d, %q, %q", code, out, errs)
	}
	out, _, code = horn(t, noQuery+"(get-model)\n", "solve", "-")
	if code != exitOK || !strings.HasPrefix(out, "sat\n(define-fun P ") {
		t.Errorf("get-model: exit %d, %q", code, out)
	}
	// Z3's fixedpoint format asks with (query ...), not (check-sat).
	fp := "(declare-rel P (Int))\n(declare-var x Int)\n(rule (=> (= x 0) (P x)))\n(query (P 1))\n"
	if out, errs, code := horn(t, fp, "solve", "-"); code != exitOK || out != "sat\n" {
		t.Errorf("fixedpoint query: exit %d, %q, %q", code, out, errs)
	}
}

// TestTimeoutSeconds: --timeout takes plain seconds as well as durations.
func TestTimeoutSeconds(t *testing.T) {
	for _, v := range []string{"5", "2.5", "20s", "1m", "90000ms"} {
		if out, errs, code := horn(t, "", "solve", "--timeout", v, "../../examples/counter.smt2"); code != exitOK || firstLine(out) != "sat" {
			t.Errorf("--timeout %s: exit %d, %q, %q", v, code, out, errs)
		}
	}
	for _, v := range []string{"-1", "x", "5 s"} {
		if _, _, code := horn(t, "", "solve", "--timeout", v, "../../examples/counter.smt2"); code != exitUsage {
			t.Errorf("--timeout %q: exit %d, want %d", v, code, exitUsage)
		}
	}
}

// TestCancelledRun: a run whose root context is cancelled (as by a
// signal) answers unknown, reason interrupted, with the interrupted status.
func TestCancelledRun(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	cancel(signalCause{syscall.SIGTERM})
	var out, errb bytes.Buffer
	code := run(ctx, []string{"solve", "../../examples/fib.smt2"}, strings.NewReader(""), &out, &errb)
	if code != 143 || out.String() != "unknown\n" || !strings.Contains(errb.String(), "reason: interrupted") {
		t.Fatalf("exit %d, %q, %q", code, out.String(), errb.String())
	}
}

// TestSignals sends SIGINT or SIGTERM to horn solve (this test binary
// run as horn) at random moments — while it reads, preprocesses, solves —
// for every engine, and wants it to exit within a second with the
// signal's status and "unknown", or with a complete answer printed
// before the signal, never a crash.
func TestSignals(t *testing.T) {
	hard := benchdata.Dir(t, "lia-lin", "chc-comp24-LIA-Lin-004.smt2")
	r := rand.New(rand.NewSource(time.Now().UnixNano()))
	runs := 0
	for _, e := range []string{"auto", "pdr", "bmc", "portfolio"} {
		for i := 0; i < 3; i++ {
			sig := []syscall.Signal{syscall.SIGINT, syscall.SIGTERM}[r.Intn(2)]
			delay := time.Duration(r.Intn(800)) * time.Millisecond
			// The watchdog exits at 0.9 s in any case; a loaded machine may
			// add to the process's own start and exit. A slow exit must
			// repeat on two more tries with the same signal and delay to
			// fail: one starved process is the machine, three are horn.
			var took time.Duration
			for try := 0; try < 3; try++ {
				took = signalRun(t, hard, e, sig, delay)
				runs++
				if took <= 1500*time.Millisecond {
					break
				}
				t.Logf("%s: %v after %v: exited %v after the signal (try %d)", e, sig, delay, took, try+1)
			}
			if took > 1500*time.Millisecond {
				t.Errorf("%s: %v after %v: exited %v after the signal, three times", e, sig, delay, took)
			}
		}
	}
	t.Logf("%d runs", runs)
}

// signalRun starts horn solve -e e on file, sends sig after delay, checks
// how it ends, and returns how long after the signal it exited.
func signalRun(t *testing.T, file, e string, sig syscall.Signal, delay time.Duration) time.Duration {
	t.Helper()
	cmd := exec.Command(os.Args[0], "solve", "-e", e, file)
	cmd.Env = append(os.Environ(), "HORN_TEST_AS_HORN=1")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	time.Sleep(delay)
	sent := time.Now()
	_ = cmd.Process.Signal(sig)
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = cmd.Process.Kill()
		<-done
		t.Fatalf("%s: %v after %v: still running 5s later", e, sig, delay)
	}
	took := time.Since(sent)
	code := cmd.ProcessState.ExitCode()
	switch {
	case code == 128+int(sig) && out.String() == "unknown\n" && strings.Contains(errb.String(), "interrupted"):
	case code == 0 && (firstLine(out.String()) == "sat" || firstLine(out.String()) == "unsat"):
		t.Logf("%s: answered before the signal", e)
	case killedBy(cmd.ProcessState, sig) && out.Len() == 0:
		// A signal in the first milliseconds, before the Go runtime has
		// started main, stops the process by the default action:
		// stopped, nothing printed.
		t.Logf("%s: %v after %v arrived before horn's handler", e, sig, delay)
	default:
		t.Fatalf("%s: %v after %v: exit %d, stdout %q, stderr %q", e, sig, delay, code, out.String(), errb.String())
	}
	return took
}

// TestInternalPanic: a panic that reaches run is an internal error, exit 3,
// with the panic and its stack on stderr.
func TestInternalPanic(t *testing.T) {
	var errb bytes.Buffer
	code := func() (code int) {
		defer func() { code = internalPanic(&errb, recover()) }()
		var m map[int]int
		m[0] = 1
		return exitOK
	}()
	if code != exitInternal || !strings.Contains(errb.String(), "internal error: panic: assignment to entry in nil map") ||
		!strings.Contains(errb.String(), "signals_test.go") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
}

// killedBy reports whether the process was ended by sig itself.
func killedBy(ps *os.ProcessState, sig syscall.Signal) bool {
	ws, ok := ps.Sys().(syscall.WaitStatus)
	return ok && ws.Signaled() && ws.Signal() == sig
}

// TestRunWithin: an engine that does not look at its context is not
// waited for past the grace time; one that returns is; a panic in it is
// re-raised in the caller.
func TestRunWithin(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	r, err := runWithin(ctx, 100*time.Millisecond, func() (engine.Result, error) {
		time.Sleep(3 * time.Second)
		return engine.Result{Status: chc.Sat}, nil
	})
	if d := time.Since(start); r.Status != chc.Unknown || err != nil || d > 2*time.Second {
		t.Fatalf("stuck engine: %v, %v after %v", r.Status, err, d)
	}
	r, err = runWithin(context.Background(), time.Millisecond, func() (engine.Result, error) {
		return engine.Result{Status: chc.Unsat}, nil
	})
	if r.Status != chc.Unsat || err != nil {
		t.Fatalf("answering engine: %v, %v", r.Status, err)
	}
	defer func() {
		if recover() == nil {
			t.Error("the engine's panic was not re-raised")
		}
	}()
	_, _ = runWithin(context.Background(), time.Millisecond, func() (engine.Result, error) { panic("bug") })
}
