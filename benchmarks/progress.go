package benchmarks

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// progress reports finished jobs: a bar with counts and an ETA redrawn in
// place on a terminal, one log line per job otherwise.
type progress struct {
	w        io.Writer
	terminal bool
	total, n int
	solved   int
	wrong    int
	start    time.Time
	now      func() time.Time
}

func newProgress(w io.Writer, terminal bool, total int, start time.Time) *progress {
	return &progress{w: w, terminal: terminal, total: total, start: start, now: time.Now}
}

func (p *progress) done(r Result) {
	p.n++
	if r.Solved() {
		p.solved++
	}
	if p.w == nil {
		return
	}
	if r.Wrong {
		p.wrong++
		p.clearLine()
		fmt.Fprintf(p.w, "WRONG ANSWER: %s says %s on %s, the reference says %s\n", r.Solver, r.Answer, r.File, r.Expected)
	}
	if p.terminal {
		fmt.Fprintf(p.w, "\r%s", p.bar(40))
		return
	}
	fmt.Fprintf(p.w, "[%d/%d] %s %s: %s cpu %.2fs wall %.2fs %s\n", p.n, p.total, r.Solver, r.File, r.Answer, r.CPU, r.Wall, r.Detail)
}

// bar renders "[#####.....] 12/40 solved 10 wrong 0 elapsed 1m2s ETA 3m".
func (p *progress) bar(width int) string {
	filled := 0
	if p.total > 0 {
		filled = width * p.n / p.total
	}
	elapsed := p.now().Sub(p.start)
	eta := "?"
	if p.n > 0 {
		eta = (elapsed / time.Duration(p.n) * time.Duration(p.total-p.n)).Round(time.Second).String()
	}
	return fmt.Sprintf("[%s%s] %d/%d solved %d wrong %d elapsed %s ETA %s ", strings.Repeat("#", filled),
		strings.Repeat(".", width-filled), p.n, p.total, p.solved, p.wrong, elapsed.Round(time.Second), eta)
}

func (p *progress) clearLine() {
	if p.terminal {
		fmt.Fprint(p.w, "\r\033[K")
	}
}

func (p *progress) finish() {
	if p.w != nil && p.terminal && p.n > 0 {
		fmt.Fprintln(p.w)
	}
}
