package replay

import (
	"fmt"
	"math/big"
	"sort"
	"strings"

	"github.com/horn-chc/horn/translate/c/task"
)

// Prefix is the name prefix of SV-COMP's nondet functions.
const Prefix = "__VERIFIER_nondet_"

// ctype is an integer type a nondet function returns.
type ctype struct {
	c      string // the C type the harness declares
	signed bool
	bits   func(m model) int
}

// model is what the harness needs to know of the target's data model.
type model struct {
	dm         task.DataModel
	charSigned bool
}

func fixed(n int) func(model) int { return func(model) int { return n } }

func wordBits(m model) int {
	if m.dm == task.LP64 {
		return 64
	}
	return 32
}

// nondetTypes maps a nondet function's suffix to its return type. char's
// signedness is the target's; bool and _Bool return _Bool.
var nondetTypes = map[string]ctype{
	"bool":         {"_Bool", false, fixed(1)},
	"_Bool":        {"_Bool", false, fixed(1)},
	"char":         {"char", true, fixed(8)}, // signedness fixed per target in typeOf
	"uchar":        {"unsigned char", false, fixed(8)},
	"short":        {"short", true, fixed(16)},
	"ushort":       {"unsigned short", false, fixed(16)},
	"int":          {"int", true, fixed(32)},
	"uint":         {"unsigned int", false, fixed(32)},
	"unsigned":     {"unsigned int", false, fixed(32)},
	"unsigned_int": {"unsigned int", false, fixed(32)},
	"u32":          {"unsigned int", false, fixed(32)},
	"long":         {"long", true, wordBits},
	"ulong":        {"unsigned long", false, wordBits},
	"longlong":     {"long long", true, fixed(64)},
	"ulonglong":    {"unsigned long long", false, fixed(64)},
	"loff_t":       {"long long", true, fixed(64)},
	"size_t":       {"__SIZE_TYPE__", false, wordBits},
}

// Funcs lists the nondet functions the harness defines, sorted.
func Funcs() []string {
	var fs []string
	for s := range nondetTypes {
		fs = append(fs, Prefix+s)
	}
	sort.Strings(fs)
	return fs
}

// typeOf returns the type a nondet function returns on target m.
func typeOf(fn string, m model) (ctype, bool) {
	s, ok := strings.CutPrefix(fn, Prefix)
	if !ok {
		return ctype{}, false
	}
	t, ok := nondetTypes[s]
	if ok && s == "char" {
		t.signed = m.charSigned
	}
	return t, ok
}

// bitsOf checks v against fn's type on m and returns its two's-complement
// bits (the harness converts them to the type, which gcc and clang do
// modulo 2^width).
func bitsOf(fn string, v *big.Int, m model) (uint64, error) {
	t, ok := typeOf(fn, m)
	if !ok {
		return 0, fmt.Errorf("%s is not a nondet function the replay knows (it knows %s)", fn, strings.Join(Funcs(), ", "))
	}
	if v == nil {
		return 0, fmt.Errorf("%s: no value", fn)
	}
	w := t.bits(m)
	lo, hi := new(big.Int), new(big.Int)
	switch {
	case w == 1:
		hi.SetInt64(1)
	case t.signed:
		lo.Lsh(big.NewInt(1), uint(w-1)).Neg(lo)
		hi.Lsh(big.NewInt(1), uint(w-1)).Sub(hi, big.NewInt(1))
	default:
		hi.Lsh(big.NewInt(1), uint(w)).Sub(hi, big.NewInt(1))
	}
	if v.Cmp(lo) < 0 || v.Cmp(hi) > 0 {
		return 0, fmt.Errorf("%s returns %s, outside %s's range [%s, %s] under %v", fn, v, t.c, lo, hi, m.dm)
	}
	if v.Sign() < 0 {
		return uint64(v.Int64()), nil
	}
	return v.Uint64(), nil
}

// CType is the C type a nondet function returns, as a program declares
// it ("unsigned int", "size_t"); "" for a function the replay does not know.
func CType(fn string) string {
	s, _ := strings.CutPrefix(fn, Prefix)
	t, ok := nondetTypes[s]
	switch {
	case !ok:
		return ""
	case s == "size_t":
		return "size_t"
	}
	return t.c
}
