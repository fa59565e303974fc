package result

import (
	"fmt"
	"io"
	"sort"
	"sync"
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

// WriteTo writes one "name value" line per entry, sorted by name.
func (s *Stats) WriteTo(w io.Writer) (int64, error) {
	s.mu.Lock()
	var lines []string
	for k, v := range s.counts {
		lines = append(lines, fmt.Sprintf("%-28s %d", k, v))
	}
	for k, v := range s.times {
		lines = append(lines, fmt.Sprintf("%-28s %.3fs", k, v.Seconds()))
	}
	s.mu.Unlock()
	sort.Strings(lines)
	var n int64
	for _, l := range lines {
		m, err := fmt.Fprintln(w, l)
		n += int64(m)
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// Prefixed returns a copy of s with every name prefixed by p (to merge the
// statistics of several engines without mixing them).
func (s *Stats) Prefixed(p string) *Stats {
	out := NewStats()
	s.mu.Lock()
	defer s.mu.Unlock()
	for k, v := range s.counts {
		out.counts[p+k] = v
	}
	for k, v := range s.times {
		out.times[p+k] = v
	}
	return out
}
