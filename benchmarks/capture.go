package benchmarks

import (
	"bytes"
	"strings"
)

// answerWriter scans a solver's stdout as it is written: it remembers the
// last line that is exactly sat or unsat and keeps the first bytes of the
// output for error messages, so a solver printing a large model costs no
// memory.
type answerWriter struct {
	// verdict: the first line is the answer, a program verifier's
	// correct (recorded as sat) or buggy (unsat).
	verdict bool
	lines   int
	head    bytes.Buffer
	partial []byte // the unfinished last line, up to 16 bytes
	long    bool   // the unfinished line is longer than any answer
	answer  string
}

const headBytes = 8 << 10

func (w *answerWriter) Write(p []byte) (int, error) {
	if room := headBytes - w.head.Len(); room > 0 {
		w.head.Write(p[:min(room, len(p))])
	}
	for _, b := range p {
		if b == '\n' {
			w.endLine()
			continue
		}
		if len(w.partial) < 16 {
			w.partial = append(w.partial, b)
		} else {
			w.long = true
		}
	}
	return len(p), nil
}

func (w *answerWriter) endLine() {
	l := strings.TrimSuffix(string(w.partial), "\r")
	switch {
	case w.verdict && w.lines == 0 && !w.long:
		w.answer = verdictAnswer(l)
	case w.verdict:
	case !w.long && (l == Sat || l == Unsat):
		w.answer = l
	}
	w.lines++
	w.partial, w.long = w.partial[:0], false
}

// Answer is ParseAnswer of everything written so far.
func (w *answerWriter) Answer() string {
	if w.verdict && w.lines == 0 && !w.long {
		return cmpOr(verdictAnswer(strings.TrimSuffix(string(w.partial), "\r")), Unknown)
	}
	if w.verdict {
		return cmpOr(w.answer, Unknown)
	}
	if l := strings.TrimSuffix(string(w.partial), "\r"); !w.long && (l == Sat || l == Unsat) {
		return l
	}
	if w.answer == "" {
		return Unknown
	}
	return w.answer
}

// headTail keeps the first and the last bytes written to it.
type headTail struct {
	head, tail []byte
	dropped    bool
}

const tailBytes = 16 << 10

func (w *headTail) Write(p []byte) (int, error) {
	n := len(p)
	if room := headBytes*8 - len(w.head); room > 0 {
		k := min(room, len(p))
		w.head = append(w.head, p[:k]...)
		p = p[k:]
	}
	w.tail = append(w.tail, p...)
	if len(w.tail) > 2*tailBytes {
		w.tail = append(w.tail[:0], w.tail[len(w.tail)-tailBytes:]...)
		w.dropped = true
	}
	return n, nil
}

func (w *headTail) String() string {
	if w.dropped {
		return string(w.head) + "\n...\n" + string(w.tail)
	}
	return string(w.head) + string(w.tail)
}

// verdictAnswer is the answer a verifier's verdict line records: correct
// as sat, buggy as unsat, else "".
func verdictAnswer(line string) string {
	switch strings.TrimSpace(line) {
	case VerdictCorrect:
		return Sat
	case VerdictBuggy:
		return Unsat
	}
	return ""
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}
