package result

import (
	"strings"
	"testing"
	"time"
)

// TestStatsText: one line per entry, sorted, values in one aligned column;
// Prefixed does not double an engine's own prefix.
func TestStatsText(t *testing.T) {
	pdr := NewStats()
	pdr.Add("pdr lemmas", 14)
	pdr.Add("smt queries", 70)
	pdr.AddDuration("smt time", 1250*time.Millisecond)
	s := NewStats()
	s.Merge(pdr.Prefixed("pdr "))
	s.Add("a very long statistic name indeed", 1)
	var b strings.Builder
	n, err := s.WriteTo(&b)
	if err != nil || n != int64(b.Len()) {
		t.Fatalf("WriteTo: %d, %v; wrote %d bytes", n, err, b.Len())
	}
	want := `a very long statistic name indeed  1
pdr lemmas                         14
pdr smt queries                    70
pdr smt time                       1.250s
`
	if b.String() != want {
		t.Errorf("WriteTo wrote\n%s\nwant\n%s", b.String(), want)
	}
	if c := s.Counts(); len(c) != 3 || c["pdr lemmas"] != 14 {
		t.Errorf("Counts = %v", c)
	}
	if d := s.Durations(); d["pdr smt time"] != 1250*time.Millisecond {
		t.Errorf("Durations = %v", d)
	}
}
