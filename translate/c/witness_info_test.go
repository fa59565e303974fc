package c

import (
	"strings"
	"testing"
)

// TestConjuncts: a conjunction splits at its top-level && (through
// parentheses around the whole); a parenthesized disjunction stays one
// conjunct with its parentheses, so that joining the parts with && means
// what the whole did.
func TestConjuncts(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"a && b", "a|b"},
		{"((a && b) && c)", "a|b|c"},
		{"a && (b || c) && d", "a|(b || c)|d"},
		{"(b || c)", "(b || c)"},
		{"(x >= 0 && y[i && j] == 1)", "x >= 0|y[i && j] == 1"},
		{"(a || b) && (c || d)", "(a || b)|(c || d)"},
		{"((a && b) || c)", "((a && b) || c)"},
	} {
		if got := strings.Join(conjuncts(tc.in), "|"); got != tc.want {
			t.Errorf("conjuncts(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestCConjunct: what C can state at a loop, and how.
func TestCConjunct(t *testing.T) {
	tr := &Translation{names: map[string]string{"k.1": "k"}}
	vars := map[string]*variable{"x": {}, "y": {}, "k.1": {}, "u": {t: intType{name: "unsigned long", bits: 64}}}
	arrays := map[string]bool{"a": true}
	entry := map[string]string{"n$in": "x"}
	for _, tc := range []struct{ in, want string }{
		{"x >= 0", "x >= 0"},
		{"k.1 <= 5", "k <= 5"},
		{"x + y <= 3", "(long long)x + (long long)y <= 3"},
		{"x == y", "(long long)x == (long long)y"},
		{"x >= -1", "(long long)x >= -1"},
		{"a[x] == 0", "(long long)a[(long long)x] == 0"},
		{"(if x > 0 then 1 else 0) == 1", "( x > 0 ? 1 : 0) == 1"},
		{"true", "1"},
		{"n$in >= y", "(long long)x >= (long long)y"},
		{"z >= 0", "-"}, // out of scope
		{"a == a", "-"}, // a whole array
		{"x mod 2 == 0", "(((long long)x % 2 + 2) % 2) == 0"},
		{"(x + -y) mod 3 == 1", "((((long long)x + -(long long)y) % 3 + 3) % 3) == 1"},
		{"x mod y == 0", "-"}, // not a constant divisor
		{"u <= 5", "u <= 5"},
		{"u mod 3 == 1", "-"}, // (long long)u is not u past 2^63
		{"u + x <= 5", "-"},
		{"x mod -2 == 0", "-"},
		{"old(x) == x", "-"},
		{"$t3 == x", "-"},
		{"x ==> y", "-"},
		{"m$in >= 0", "-"},
	} {
		got, ok := tr.cConjunct(tc.in, vars, arrays, entry)
		if !ok {
			got = "-"
		}
		if got != tc.want {
			t.Errorf("cConjunct(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestTypeBound: only a bound that the variable's type states is left
// out of a loop invariant.
func TestTypeBound(t *testing.T) {
	vars := map[string]*variable{
		"u": {t: intType{name: "unsigned int", bits: 32}},
		"i": {t: intType{name: "int", bits: 32, signed: true}},
	}
	for c, want := range map[string]bool{
		"u >= 0": true, "u <= 4294967295": true, "i <= 2147483647": true, "i >= -2147483648": true,
		"i >= 0": false, "u <= 100": false, "u + i >= 0": false, "z >= 0": false,
	} {
		if got := typeBound(c, vars); got != want {
			t.Errorf("typeBound(%q) = %v, want %v", c, got, want)
		}
	}
}
