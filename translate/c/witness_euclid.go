package c

import (
	"math/big"
	"strings"
)

// maxCDivisor bounds the divisors that cEuclid writes in C: the
// correction A % K + K must not overflow long long, whatever A is.
const maxCDivisor = 1 << 31

// cEuclid rewrites the Boogie operators div and mod of a conjunct, whose
// meaning is Euclidean (for a divisor K > 0: A mod K in [0, K), A div K
// rounded down), as C's truncating % and / with the correction that
// gives the same value for every A: A mod K is ((A % K + K) % K) and
// A div K is ((A - ((A % K + K) % K)) / K). Only a positive decimal
// divisor below 2^31 is rewritten (Houdini's congruences x mod m == r,
// (x + y) mod m == r are of that kind); ok is false for any other. The
// left operand is the atom that the Boogie printer puts before the
// operator (a name, a number, a bracketed group, a select chain or call,
// each with its unary minus).
func cEuclid(c string) (string, bool) {
	for {
		i, op := euclidOp(c)
		if i < 0 {
			return c, true
		}
		lo := atomStart(c, i)
		k, end := divisor(c, i+len(op))
		if lo < 0 || k == "" {
			return "", false
		}
		a := c[lo:i]
		m := "((" + a + " % " + k + " + " + k + ") % " + k + ")"
		if op == " div " {
			m = "((" + a + " - " + m + ") / " + k + ")"
		}
		c = c[:lo] + m + c[end:]
	}
}

// euclidOp finds the first " mod " or " div " in c, outside names.
func euclidOp(c string) (int, string) {
	i, j := strings.Index(c, " mod "), strings.Index(c, " div ")
	switch {
	case i < 0 && j < 0:
		return -1, ""
	case j < 0 || i >= 0 && i < j:
		return i, " mod "
	}
	return j, " div "
}

// atomStart is where the atom ending just before c[i] starts, or -1.
func atomStart(c string, i int) int {
	j := i
	for {
		switch {
		case j > 0 && (c[j-1] == ')' || c[j-1] == ']'):
			j = opening(c, j-1)
			if j < 0 {
				return -1
			}
			continue // a call's or a select's name, or another index
		case j > 0 && isWordByte(c[j-1]):
			for j > 0 && isWordByte(c[j-1]) {
				j--
			}
		}
		break
	}
	if j == i {
		return -1
	}
	for j > 0 && c[j-1] == '-' {
		j-- // unary minus: the printer writes it against its operand
	}
	return j
}

// isWordByte reports whether b is part of a name or a number.
func isWordByte(b byte) bool { return identStart(b) || b >= '0' && b <= '9' }

// opening is the index of the bracket opening the one closing at i, or -1.
func opening(c string, i int) int {
	depth := 0
	for j := i; j >= 0; j-- {
		switch c[j] {
		case ')', ']':
			depth++
		case '(', '[':
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// divisor reads the positive decimal literal at c[i:] (below
// maxCDivisor) and where it ends; "" when there is none.
func divisor(c string, i int) (string, int) {
	j := i
	for j < len(c) && c[j] >= '0' && c[j] <= '9' {
		j++
	}
	if j == i || j < len(c) && isWordByte(c[j]) {
		return "", 0
	}
	k, ok := new(big.Int).SetString(c[i:j], 10)
	if !ok || k.Sign() <= 0 || !k.IsInt64() || k.Int64() >= maxCDivisor {
		return "", 0
	}
	return k.String(), j
}
