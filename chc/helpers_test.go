package chc

import (
	"fmt"
	"math/big"
	"strings"
	"testing"
)

// This file holds a tiny SMT-LIB term reader for the tests, so that tables
// read as SMT-LIB. It is deliberately small: it knows the operators of this
// package, the sorts Bool, Int, Real and (Array I E), numerals, decimals,
// |quoted| symbols and ((as const S) v). Variables are looked up in vars.

type sexp struct {
	atom string // "" for a list
	list []sexp
}

func tokenize(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			i++
		case c == '(' || c == ')':
			toks = append(toks, string(c))
			i++
		case c == '|':
			j := strings.IndexByte(s[i+1:], '|')
			toks = append(toks, s[i:i+j+2])
			i += j + 2
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" \t\n()|", rune(s[j])) {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		}
	}
	return toks
}

func readSexp(toks []string) (sexp, []string) {
	if toks[0] != "(" {
		return sexp{atom: toks[0]}, toks[1:]
	}
	toks = toks[1:]
	l := sexp{list: []sexp{}}
	for toks[0] != ")" {
		var e sexp
		e, toks = readSexp(toks)
		l.list = append(l.list, e)
	}
	return l, toks[1:]
}

var opByName = map[string]Op{
	"not": OpNot, "and": OpAnd, "or": OpOr, "=>": OpImplies, "xor": OpXor, "ite": OpIte,
	"=": OpEq, "distinct": OpDistinct, "<=": OpLe, "<": OpLt, ">=": OpGe, ">": OpGt,
	"+": OpAdd, "*": OpMul, "div": OpDiv, "mod": OpMod, "abs": OpAbs, "/": OpRealDiv,
	"to_real": OpToReal, "to_int": OpToInt, "is_int": OpIsInt, "select": OpSelect, "store": OpStore,
}

func toSort(e sexp) (Sort, error) {
	switch {
	case e.atom == "Bool":
		return BoolSort, nil
	case e.atom == "Int":
		return IntSort, nil
	case e.atom == "Real":
		return RealSort, nil
	case len(e.list) == 3 && e.list[0].atom == "Array":
		i, err := toSort(e.list[1])
		if err != nil {
			return Sort{}, err
		}
		el, err := toSort(e.list[2])
		return ArraySort(i, el), err
	}
	return Sort{}, fmt.Errorf("unknown sort %v", e)
}

func toTerm(f *Factory, vars map[string]*Term, e sexp) (*Term, error) {
	if e.atom != "" {
		a := e.atom
		switch {
		case a == "true":
			return f.True(), nil
		case a == "false":
			return f.False(), nil
		case a[0] >= '0' && a[0] <= '9':
			r, ok := new(big.Rat).SetString(a)
			if !ok {
				return nil, fmt.Errorf("bad numeral %s", a)
			}
			if strings.Contains(a, ".") {
				return f.Num(r, RealSort), nil
			}
			return f.Num(r, IntSort), nil
		}
		name := strings.Trim(a, "|")
		if v, ok := vars[name]; ok {
			return v, nil
		}
		return nil, fmt.Errorf("unknown variable %s", a)
	}
	head := e.list[0]
	if len(head.list) == 3 && head.list[0].atom == "as" && head.list[1].atom == "const" {
		s, err := toSort(head.list[2])
		if err != nil {
			return nil, err
		}
		v, err := toTerm(f, vars, e.list[1])
		if err != nil {
			return nil, err
		}
		return f.ConstArray(s, v)
	}
	var args []*Term
	for _, a := range e.list[1:] {
		t, err := toTerm(f, vars, a)
		if err != nil {
			return nil, err
		}
		args = append(args, t)
	}
	op, ok := opByName[head.atom]
	switch {
	case head.atom == "-" && len(args) == 1:
		op, ok = OpNeg, true
	case head.atom == "-":
		op, ok = OpSub, true
	}
	if !ok {
		return nil, fmt.Errorf("unknown operator %s", head.atom)
	}
	return f.App(op, args...)
}

// parse reads an SMT-LIB term; vars lists the variables it may use.
func parse(f *Factory, src string, vars ...*Term) (*Term, error) {
	m := make(map[string]*Term)
	for _, v := range vars {
		m[v.Name()] = v
	}
	toks := tokenize(src)
	e, rest := readSexp(toks)
	if len(rest) != 0 {
		return nil, fmt.Errorf("trailing tokens %v", rest)
	}
	return toTerm(f, m, e)
}

func mustParse(t testing.TB, f *Factory, src string, vars ...*Term) *Term {
	t.Helper()
	u, err := parse(f, src, vars...)
	if err != nil {
		t.Fatalf("parse %q: %v", src, err)
	}
	return u
}

// mustPanic runs fn and fails unless it panics with a message containing want.
func mustPanic(t *testing.T, want string, fn func()) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Fatalf("no panic, want one containing %q", want)
		}
		if msg := fmt.Sprint(r); !strings.Contains(msg, want) {
			t.Fatalf("panic %q, want one containing %q", msg, want)
		}
	}()
	fn()
}
