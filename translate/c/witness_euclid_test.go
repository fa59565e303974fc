package c

import (
	"math/big"
	"testing"
)

// TestCEuclid: which div and mod cEuclid rewrites, and the operand it
// takes as the dividend.
func TestCEuclid(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"x mod 2 == 0", "((x % 2 + 2) % 2) == 0"},
		{"(x + y) mod 3 == 1", "(((x + y) % 3 + 3) % 3) == 1"},
		{"y - x mod 2 == 0", "y - ((x % 2 + 2) % 2) == 0"},
		{"-x mod 2 == 1", "((-x % 2 + 2) % 2) == 1"},
		{"a[i][j] mod 4 == 0", "((a[i][j] % 4 + 4) % 4) == 0"},
		{"x div 2 >= y", "((x - ((x % 2 + 2) % 2)) / 2) >= y"},
		{"(x mod 2 == 0 || x mod 3 == 0)", "(((x % 2 + 2) % 2) == 0 || ((x % 3 + 3) % 3) == 0)"},
		{"x + y <= 3", "x + y <= 3"},
		{"x mod y == 0", "-"},
		{"x mod 0 == 0", "-"},
		{"x mod 2147483648 == 0", "-"},
		{"x mod 2x == 0", "-"},
	} {
		got, ok := cEuclid(tc.in)
		if !ok {
			got = "-"
		}
		if got != tc.want {
			t.Errorf("cEuclid(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestCEuclidMeaning: C's truncating / and %, corrected as cEuclid
// writes them, give the Euclidean quotient and remainder (big.Int's Div
// and Mod) for negative and positive dividends (Go's / and % truncate as
// C's do).
func TestCEuclidMeaning(t *testing.T) {
	for _, k := range []int64{1, 2, 3, 7, 1<<31 - 1} {
		for a := int64(-20); a <= 20; a++ {
			for _, x := range []int64{a, a * 1000003, a - 1<<40} {
				mod := (x%k + k) % k
				div := (x - mod) / k
				wantMod := new(big.Int).Mod(big.NewInt(x), big.NewInt(k))
				wantDiv := new(big.Int).Div(big.NewInt(x), big.NewInt(k))
				if mod != wantMod.Int64() || div != wantDiv.Int64() {
					t.Fatalf("%d mod %d: %d, div %d; want %s, %s", x, k, mod, div, wantMod, wantDiv)
				}
			}
		}
	}
}
