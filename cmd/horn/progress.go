package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/horn-chc/horn/benchmarks"
)

// logRunningEvery is how often the line-per-job log (stderr not a
// terminal) lists the jobs still running, once one has run that long.
const logRunningEvery = 30 * time.Second

// progressView renders the events of horn bench on stderr: on a terminal,
// one line redrawn in place with a bar, the counts, the time left and the
// jobs running with their elapsed time; otherwise a line per finished job,
// and now and then a line listing long-running jobs. Wrong answers and
// warnings get a line of their own either way.
type progressView struct {
	w        io.Writer
	terminal bool
	width    int       // of the terminal, in characters
	drawn    bool      // a progress line is on the screen
	lastLog  time.Time // of the last "running" line of the log
}

func newProgressView(w io.Writer, terminal bool) *progressView {
	width, err := strconv.Atoi(os.Getenv("COLUMNS"))
	if err != nil || width < 40 {
		width = 120
	}
	return &progressView{w: w, terminal: terminal, width: width}
}

// event renders e.
func (v *progressView) event(e benchmarks.Event) {
	if v.lastLog.IsZero() {
		v.lastLog = e.Start
	}
	switch e.Kind {
	case benchmarks.Warning:
		v.line("warning: " + e.Message)
	case benchmarks.JobFinished:
		r := e.Result
		if r.Wrong {
			v.line(fmt.Sprintf("WRONG ANSWER: %s says %s on %s, the reference says %s", r.Solver, r.Answer, r.File, r.Expected))
		}
		if !v.terminal {
			fmt.Fprintf(v.w, "[%d/%d] %s %s: %s cpu %.2fs wall %.2fs %s\n", e.Done, e.Total, r.Solver, r.File, r.Answer, r.CPU, r.Wall, r.Detail)
		}
	case benchmarks.Tick:
		if !v.terminal && len(e.Running) > 0 && e.Time.Sub(v.lastLog) >= logRunningEvery &&
			e.Running[0].Elapsed(e.Time) >= logRunningEvery {
			v.lastLog = e.Time
			fmt.Fprintf(v.w, "[%d/%d] running: %s\n", e.Done, e.Total, runningList(e, 0))
		}
	}
	if v.terminal {
		fmt.Fprintf(v.w, "\r\033[K%s", statusLine(e, v.width-1))
		v.drawn = true
	}
}

// line writes s on a line of its own, above the progress line.
func (v *progressView) line(s string) {
	if v.drawn {
		fmt.Fprint(v.w, "\r\033[K")
		v.drawn = false
	}
	fmt.Fprintln(v.w, s)
}

// finish ends the progress line.
func (v *progressView) finish() {
	if v.drawn {
		fmt.Fprintln(v.w)
		v.drawn = false
	}
}

// statusLine is "[####......] 12/40 solved 10 wrong 0 1m2s ETA 3m | z3 a.smt2 3.2s, horn b.smt2 0.4s",
// cut to width characters.
func statusLine(e benchmarks.Event, width int) string {
	const barWidth = 20
	filled := 0
	if e.Total > 0 {
		filled = barWidth * e.Done / e.Total
	}
	elapsed := e.Time.Sub(e.Start)
	eta := "?"
	if e.Done > 0 {
		eta = (elapsed / time.Duration(e.Done) * time.Duration(e.Total-e.Done)).Round(time.Second).String()
	}
	s := fmt.Sprintf("[%s%s] %d/%d solved %d wrong %d %s ETA %s", strings.Repeat("#", filled),
		strings.Repeat(".", barWidth-filled), e.Done, e.Total, e.Solved, e.Wrong, elapsed.Round(time.Second), eta)
	if len(e.Running) > 0 {
		s += " | " + runningList(e, width-len(s)-3)
	}
	if r := []rune(s); len(r) > width {
		s = string(r[:width-1]) + "…"
	}
	return s
}

// runningList names the jobs running at e.Time, the longest-running
// first, with their elapsed time: "z3 set/a.smt2 3.2s, horn set/b.smt2
// 0.4s"; with room > 0, as many as fit in room characters, then "+N more".
func runningList(e benchmarks.Event, room int) string {
	var b strings.Builder
	for i, r := range e.Running {
		item := fmt.Sprintf("%s %s %s", r.Job.Solver.Name, shortFile(r.Job.File), seconds1(r.Elapsed(e.Time)))
		if i > 0 {
			item = ", " + item
		}
		more := ""
		if i < len(e.Running)-1 {
			more = fmt.Sprintf(" +%d more", len(e.Running)-1-i)
		}
		if room > 0 && b.Len()+len(item)+len(more) > room {
			if i == 0 {
				fmt.Fprintf(&b, "%d running", len(e.Running))
			} else {
				fmt.Fprintf(&b, " +%d more", len(e.Running)-i)
			}
			break
		}
		b.WriteString(item)
	}
	return b.String()
}

// shortFile is set/name of a benchmark path.
func shortFile(path string) string {
	return filepath.Join(benchmarks.Set(path), filepath.Base(path))
}

// seconds1 writes d as 3.2s, or 1m05s from a minute on.
func seconds1(d time.Duration) string {
	if d < time.Minute {
		return fmt.Sprintf("%.1fs", d.Seconds())
	}
	d = d.Round(time.Second)
	return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
}
