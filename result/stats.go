package result

import (
	"fmt"
	"io"
	"maps"
	"sort"
	"strconv"
	"strings"
	"sync"
	"text/tabwriter"
	"time"
)

// Stats are an engine's counters and durations, by name. They are data: the
// command prints them, library code never does. Safe for concurrent use.
type Stats struct {
	mu     sync.Mutex
	counts map[string]int64
	times  map[string]time.Duration
}

// NewStats returns empty statistics.
func NewStats() *Stats {
	return &Stats{counts: map[string]int64{}, times: map[string]time.Duration{}}
}

// Add adds n to counter name.
func (s *Stats) Add(name string, n int64) {
	s.mu.Lock()
	s.counts[name] += n
	s.mu.Unlock()
}

// Max raises counter name to n if it is lower.
func (s *Stats) Max(name string, n int64) {
	s.mu.Lock()
	if n > s.counts[name] {
		s.counts[name] = n
	}
	s.mu.Unlock()
}

// AddDuration adds d to duration name.
func (s *Stats) AddDuration(name string, d time.Duration) {
	s.mu.Lock()
	s.times[name] += d
	s.mu.Unlock()
}

// SetDuration sets duration name to d.
func (s *Stats) SetDuration(name string, d time.Duration) {
	s.mu.Lock()
	s.times[name] = d
	s.mu.Unlock()
}

// Count returns counter name.
func (s *Stats) Count(name string) int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.counts[name]
}

// Duration returns duration name.
func (s *Stats) Duration(name string) time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.times[name]
}

// Merge adds all of o's entries to s.
func (s *Stats) Merge(o *Stats) {
	if o == nil || o == s {
		return
	}
	o.mu.Lock()
	counts, times := make(map[string]int64), make(map[string]time.Duration)
	for k, v := range o.counts {
		counts[k] = v
	}
	for k, v := range o.times {
		times[k] = v
	}
	o.mu.Unlock()
	s.mu.Lock()
	for k, v := range counts {
		s.counts[k] += v
	}
	for k, v := range times {
		s.times[k] += v
	}
	s.mu.Unlock()
}

// Counts returns a copy of the counters, by name.
func (s *Stats) Counts() map[string]int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.counts)
}

// Durations returns a copy of the durations, by name.
func (s *Stats) Durations() map[string]time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return maps.Clone(s.times)
}

// WriteTo writes one line per entry, sorted by name, in two columns
// aligned with text/tabwriter: the name, then the count or the duration
// in seconds ("1.250s").
func (s *Stats) WriteTo(w io.Writer) (int64, error) {
	type entry struct{ name, value string }
	s.mu.Lock()
	var list []entry
	for k, v := range s.counts {
		list = append(list, entry{k, strconv.FormatInt(v, 10)})
	}
	for k, v := range s.times {
		list = append(list, entry{k, fmt.Sprintf("%.3fs", v.Seconds())})
	}
	s.mu.Unlock()
	sort.Slice(list, func(i, j int) bool { return list[i].name < list[j].name })
	cw := &countingWriter{w: w}
	tw := tabwriter.NewWriter(cw, 0, 0, 2, ' ', 0)
	for _, e := range list {
		fmt.Fprintf(tw, "%s\t%s\n", e.name, e.value)
	}
	err := tw.Flush()
	return cw.n, err
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}

// Prefixed returns a copy of s with every name prefixed by p (to merge the
// statistics of several engines without mixing them), except the names
// that already start with p: an engine's own "pdr lemmas" stays "pdr
// lemmas" under the prefix "pdr ", where its "smt queries" becomes "pdr smt
// queries".
func (s *Stats) Prefixed(p string) *Stats {
	out := NewStats()
	s.mu.Lock()
	defer s.mu.Unlock()
	name := func(k string) string {
		if strings.HasPrefix(k, p) {
			return k
		}
		return p + k
	}
	for k, v := range s.counts {
		out.counts[name(k)] += v
	}
	for k, v := range s.times {
		out.times[name(k)] += v
	}
	return out
}
