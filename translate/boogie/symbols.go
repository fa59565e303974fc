package boogie

import (
	"strconv"
	"strings"

	"github.com/horn-chc/horn/chc"
)

// sortOf maps a Boogie type to a sort: int and the uninterpreted types to
// Int, bool to Bool, a map [τ1,…,τk]τ to the curried array
// (Array τ1 (… (Array τk τ))).
func sortOf(t Type) chc.Sort {
	switch t := t.(type) {
	case BasicType:
		if t == Bool {
			return chc.BoolSort
		}
		return chc.IntSort
	case *MapOf:
		s := sortOf(t.Rng)
		for i := len(t.Dom) - 1; i >= 0; i-- {
			s = chc.ArraySort(sortOf(t.Dom[i]), s)
		}
		return s
	}
	return chc.IntSort // an uninterpreted type
}

// funcSort is the sort of an uninterpreted function's graph: its result
// sort for a nullary function, else the curried array over its arguments.
func funcSort(f *Func) chc.Sort {
	s := sortOf(f.Result)
	for i := len(f.Params) - 1; i >= 0; i-- {
		s = chc.ArraySort(sortOf(f.Params[i].Type), s)
	}
	return s
}

// slotKind says what a component of a procedure's state holds.
type slotKind int

// The kinds of state components, in the order of the state vector.
const (
	sConst  slotKind = iota // a constant (never changes)
	sFunc                   // an uninterpreted function's graph (never changes)
	sGlobal                 // a global variable the procedure uses
	sOld                    // the entry value of a global it modifies
	sIn                     // an input parameter
	sOut                    // an output parameter
	sLocal                  // a local variable
)

// slot is one component of a procedure's state vector.
type slot struct {
	kind slotKind
	obj  *Object // nil for sFunc
	fn   *Func   // for sFunc
	name string  // the Boogie name; old(g) for sOld
	smt  string  // the clause variable name, unique in the procedure
	sort chc.Sort
}

// frozen are the constants and uninterpreted functions of the program:
// arguments of every predicate, fixed at the entry.
type frozen struct {
	slots  []*slot
	consts map[*Object]int
	funcs  map[*Func]int
}

func newFrozen(info *Info) *frozen {
	fz := &frozen{consts: map[*Object]int{}, funcs: map[*Func]int{}}
	nm := newNamer()
	for _, o := range info.Consts {
		fz.consts[o] = len(fz.slots)
		fz.slots = append(fz.slots, &slot{kind: sConst, obj: o, name: o.Name, smt: nm.fresh(o.Name), sort: sortOf(o.Type)})
	}
	for _, f := range info.FuncOrder() {
		if f.Body == nil && f.Builtin == "" {
			fz.funcs[f] = len(fz.slots)
			fz.slots = append(fz.slots, &slot{kind: sFunc, fn: f, name: f.Name, smt: nm.fresh(f.Name), sort: funcSort(f)})
		}
	}
	return fz
}

// namer hands out variable names that are unique within one procedure.
type namer struct {
	used map[string]bool
}

func newNamer() *namer { return &namer{used: map[string]bool{}} }

// fresh returns base if unused, else base!k for the first free k. Boogie
// identifiers never contain '!', so base!k never clashes with a name of
// the program. A backslash, which Boogie identifiers may contain but no
// SMT-LIB symbol can (not even between bars), is written &bs ('&' is no
// Boogie identifier character either).
func (nm *namer) fresh(base string) string {
	base = strings.ReplaceAll(base, `\`, "&bs")
	name := base
	for k := 1; nm.used[name]; k++ {
		name = base + "!" + strconv.Itoa(k)
	}
	nm.used[name] = true
	return name
}
