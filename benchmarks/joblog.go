package benchmarks

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// LogDir is the folder of the per-job logs in an output folder.
const LogDir = "logs"

// logLimit bounds a job's log: the output past it is dropped, with a note.
const logLimit = 16 << 20

// LogPath is where the log of job is kept, relative to the output folder:
// logs/SOLVER/SET/FILE.log, as BenchExec keeps one log per run.
func LogPath(job Job) string {
	return filepath.Join(LogDir, safeName(job.Solver.Name), safeName(Set(job.File)), safeName(filepath.Base(job.File))+".log")
}

// safeName makes s usable as one path element.
func safeName(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '/' || r == '\\' || r == 0 {
			return '_'
		}
		return r
	}, s)
	if s == "" || s == "." || s == ".." {
		return "_" + s
	}
	return s
}

// fileSHA256 returns the hex SHA-256 of the file at path, or "" when it
// cannot be read (the job's result then says why).
func fileSHA256(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// jobLog is a job's log file: a header naming the command, the file and
// the limits, then stdout and stderr as the solver wrote them (one
// stream, as on a terminal), then the result. Writes never fail: a log
// that cannot be written is noted in the result's detail instead.
type jobLog struct {
	mu      sync.Mutex
	f       *os.File
	n       int
	dropped bool
	err     error
}

// openJobLog creates the log at path (creating its folder) and writes the
// header.
func openJobLog(path string, job Job, lim Limits, sum string) (*jobLog, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return nil, fmt.Errorf("job log: %w", err)
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("job log: %w", err)
	}
	l := &jobLog{f: f}
	fmt.Fprintf(f, "# horn bench job log\nsolver: %s\ncommand: %s\nfile: %s\nsha256: %s\nlimits: %s\n--- output (stdout and stderr) ---\n",
		job.Solver.Name, job.Solver.Command(job.File), job.File, sum, lim)
	return l, nil
}

// Write implements io.Writer; it always reports success.
func (l *jobLog) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	n := len(p)
	if room := logLimit - l.n; room < len(p) {
		p = p[:max(room, 0)]
		l.dropped = true
	}
	if len(p) > 0 && l.err == nil {
		_, l.err = l.f.Write(p)
		l.n += len(p)
	}
	return n, nil
}

// close writes the result and closes the file.
func (l *jobLog) close(r Result) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.dropped {
		fmt.Fprintf(l.f, "\n[output past %d MiB not kept]", logLimit>>20)
	}
	fmt.Fprintf(l.f, "\n--- result ---\nanswer: %s\ndetail: %s\ncpu_s: %g\nwall_s: %g\nmem_kb: %d\nexit: %s\n",
		r.Answer, r.Detail, r.CPU, r.Wall, r.MemKB, r.Exit)
	if err := l.f.Close(); l.err == nil {
		l.err = err
	}
	return l.err
}

// String describes the limits for a log header.
func (l Limits) String() string {
	var parts []string
	if l.CPU > 0 {
		parts = append(parts, fmt.Sprintf("CPU %g s", l.CPU.Seconds()))
	}
	if l.MemMB > 0 {
		kind := "RLIMIT_DATA"
		if l.AddressSpace {
			kind = "RLIMIT_AS"
		}
		parts = append(parts, fmt.Sprintf("memory %d MiB (%s)", l.MemMB, kind))
	}
	if l.Wall > 0 {
		parts = append(parts, fmt.Sprintf("wall clock %g s", l.Wall.Seconds()))
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
