package chc

import (
	"math/big"
	"strconv"
	"strings"
)

// String returns t in SMT-LIB syntax.
func (t *Term) String() string {
	var b strings.Builder
	WriteTerm(&b, t)
	return b.String()
}

// WriteTerm writes t to b in SMT-LIB syntax. Shared subterms are written out
// each time (no let); printers that want sharing add it themselves.
func WriteTerm(b *strings.Builder, t *Term) {
	switch t.op {
	case OpVar, OpBoundVar:
		b.WriteString(QuoteSymbol(t.name))
	case OpForall:
		writeForall(b, t)
	case OpNum:
		writeNum(b, t.num, t.sort)
	case OpTrue, OpFalse:
		b.WriteString(t.op.String())
	case OpConstArray:
		b.WriteString("((as const ")
		b.WriteString(t.sort.text)
		b.WriteString(") ")
		WriteTerm(b, t.args[0])
		b.WriteByte(')')
	case OpCons:
		if len(t.args) == 0 {
			writeCtorName(b, t.ctor)
			return
		}
		fallthrough
	default:
		b.WriteByte('(')
		WriteOp(b, t)
		for _, a := range t.args {
			b.WriteByte(' ')
			WriteTerm(b, a)
		}
		b.WriteByte(')')
	}
}

// WriteOp writes the function symbol at t's root: its operator's name, or
// for an indexed operator the indexed identifier, (_ extract 7 0).
func WriteOp(b *strings.Builder, t *Term) {
	switch t.op {
	case OpCons:
		writeCtorName(b, t.ctor)
		return
	case OpField:
		b.WriteString(QuoteSymbol(t.name))
		return
	case OpSize:
		b.WriteString(QuoteSymbol(sizeFuncName(t.name)))
		return
	case OpIs:
		// Z3's is-C rather than SMT-LIB 2.6's (_ is C): Z3 4.8.12 does
		// not read (_ is C) under a quantifier, where clauses put it. An
		// instance of a parametric datatype shares C with the others,
		// which makes is-C ambiguous: there (_ is C).
		if t.ctor.Type.Base != "" {
			b.WriteString("(_ is ")
			b.WriteString(QuoteSymbol(t.name))
			b.WriteByte(')')
			return
		}
		b.WriteString(QuoteSymbol("is-" + t.name))
		return
	}
	if t.op.NumIndices() == 0 {
		b.WriteString(t.op.String())
		return
	}
	b.WriteString("(_ ")
	b.WriteString(t.op.String())
	for _, x := range t.Indices() {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(x))
	}
	b.WriteByte(')')
}

func writeNum(b *strings.Builder, v *big.Rat, s Sort) {
	if s.IsBitVec() {
		b.WriteString("(_ bv")
		b.WriteString(v.Num().String())
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(s.Width()))
		b.WriteByte(')')
		return
	}
	neg := v.Sign() < 0
	a := new(big.Rat).Abs(v)
	if neg {
		b.WriteString("(- ")
	}
	switch {
	case s == IntSort:
		b.WriteString(a.Num().String())
	case a.IsInt():
		b.WriteString(a.Num().String())
		b.WriteString(".0")
	default:
		b.WriteString("(/ ")
		b.WriteString(a.Num().String())
		b.WriteString(".0 ")
		b.WriteString(a.Denom().String())
		b.WriteString(".0)")
	}
	if neg {
		b.WriteByte(')')
	}
}

// reserved lists the SMT-LIB words that cannot be simple symbols.
var reserved = map[string]bool{
	"!": true, "_": true, "as": true, "BINARY": true, "DECIMAL": true, "exists": true,
	"HEXADECIMAL": true, "forall": true, "let": true, "match": true, "NUMERAL": true,
	"par": true, "STRING": true, "true": false, "false": false,
}

// QuoteSymbol returns name as an SMT-LIB symbol: bare when it is a simple
// symbol, otherwise between bars.
func QuoteSymbol(name string) string {
	if IsSimpleSymbol(name) {
		return name
	}
	return "|" + name + "|"
}

// IsSimpleSymbol reports whether name can be written without bars.
func IsSimpleSymbol(name string) bool {
	if name == "" || reserved[name] || (name[0] >= '0' && name[0] <= '9') {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.IndexByte("~!@$%^&*_-+=<>.?/", c) >= 0:
		default:
			return false
		}
	}
	return true
}
