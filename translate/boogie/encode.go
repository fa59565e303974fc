package boogie

import (
	"fmt"
	"strings"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// Options configure the encoding.
type Options struct {
	// Entry names the entry procedure. Empty: the procedure marked
	// {:entrypoint}, else ULTIMATE.start when the program declares it,
	// else library mode (every implemented procedure is an entry).
	Entry string
	// DropQuantifiedAxioms drops the quantified axioms that define no
	// function (see Check), instead of refusing them. The clauses then
	// allow more interpretations of the constants and functions than the
	// program does: a proof (correct) still holds, and a counterexample
	// (buggy) stands only if the dropped axioms hold for its constants
	// and functions, which Verdict checks with Decide.
	DropQuantifiedAxioms bool
	// Decide, when not nil, reports whether the quantifier-free facts
	// and the quantified formulas (terms of factory f) hold together for
	// some values of their free variables: Sat, Unsat, or Unknown when it
	// cannot tell. Verdict uses it to check a trace against the dropped
	// axioms; without it, a trace of a program with dropped axioms is
	// unknown.
	Decide func(f *chc.Factory, facts []*chc.Term, qs []Quantified) (chc.Status, error)
}

// Quantified is (forall Vars :: Body), or (exists Vars :: Body) when
// Exists is set: a dropped axiom for Options.Decide.
type Quantified struct {
	Exists bool
	Vars   []*chc.Term
	Body   *chc.Term
}

// Translation is a program encoded as Horn clauses, with what it takes to
// map answers back: a model to annotations (Annotate), a derivation to a
// trace (Trace).
type Translation struct {
	Program *Program
	Info    *Info
	System  *chc.System
	// Entries are the entry procedures (one, or every implemented one in
	// library mode).
	Entries []*Proc
	// Warnings, such as a modifies clause smaller than the inferred
	// mod-set, in source order.
	Warnings smtlib2.ErrorList
	// Dropped are the quantified axioms Options.DropQuantifiedAxioms
	// dropped, in source order.
	Dropped []*AxiomDecl

	enc    *encoder
	decide func(*chc.Factory, []*chc.Term, []Quantified) (chc.Status, error)
}

// encoder builds the clauses of one program.
type encoder struct {
	*positions
	prog    *Program
	info    *Info
	sys     *chc.System
	f       *chc.Factory
	fz      *frozen
	eff     map[*Proc]*effects
	frames  map[*Proc]*frame
	order   []*frame // frames in declaration order
	meta    map[*chc.Clause]*clauseMeta
	preds   *namer
	entries []*Proc
	axioms  []*AxiomDecl // the axioms the clauses state
	dropped []*AxiomDecl
}

// Translate encodes a checked program as a chc.System: one summary
// predicate per implemented procedure (globals in, inputs, globals out,
// outputs), an entry (calling-context) predicate per procedure, and one
// predicate per cut point — loop heads and the points after calls —
// between which straight-line code and branches become one constraint.
// Each clause carries the position of the construct it comes from. The
// error, if any, is an smtlib2.ErrorList.
func Translate(prog *Program, info *Info, opt Options) (*Translation, error) {
	e := &encoder{
		positions: &positions{lines: prog.lines.lines},
		prog:      prog, info: info, sys: chc.NewSystem(prog.File),
		frames: map[*Proc]*frame{}, meta: map[*chc.Clause]*clauseMeta{}, preds: newNamer(),
	}
	e.f = e.sys.Terms
	var tr *Translation
	err := e.positions.guard(func() { tr = e.translate(opt) })
	if err != nil {
		return nil, err
	}
	return tr, nil
}

func (e *encoder) translate(opt Options) *Translation {
	e.entries = e.selectEntries(opt.Entry)
	e.selectAxioms(opt.DropQuantifiedAxioms)
	e.fz = newFrozen(e.info)
	e.eff = inferEffects(e.info)
	reach := e.reachable()
	for _, p := range e.info.ProcOrder {
		if p.Impl != nil && reach[p] {
			e.addFrame(p)
		}
	}
	for _, fr := range e.order {
		e.encodeProc(fr)
	}
	for _, p := range e.entries {
		e.entryClause(e.frames[p])
	}
	return &Translation{Program: e.prog, Info: e.info, System: e.sys, Entries: e.entries,
		Warnings: e.warnings(reach), Dropped: e.dropped, enc: e, decide: opt.Decide}
}

// selectEntries picks the entry procedures (see Options.Entry).
func (e *encoder) selectEntries(name string) []*Proc {
	if name == "" {
		if p := e.info.Entry(); p != nil {
			name = p.Name
		} else if e.info.Procs["ULTIMATE.start"] != nil {
			name = "ULTIMATE.start"
		}
	}
	if name == "" {
		var all []*Proc
		for _, p := range e.info.ProcOrder {
			if p.Impl != nil {
				all = append(all, p)
			}
		}
		return all
	}
	p := e.info.Procs[name]
	switch {
	case p == nil:
		e.fail(0, "entry procedure %s is not declared", name)
	case p.Impl == nil:
		e.fail(p.Decl.Name.Off, "entry procedure %s has no implementation", name)
	}
	return []*Proc{p}
}

// reachable returns the procedures the entries call, directly or not.
func (e *encoder) reachable() map[*Proc]bool {
	seen := map[*Proc]bool{}
	var visit func(p *Proc)
	visit = func(p *Proc) {
		if seen[p] {
			return
		}
		seen[p] = true
		for _, q := range localEffects(e.info, p).callees {
			visit(q)
		}
	}
	for _, p := range e.entries {
		visit(p)
	}
	return seen
}

// warnings reports the dropped axioms and the reachable implemented
// procedures whose modifies clause is smaller than the inferred mod-set.
func (e *encoder) warnings(reach map[*Proc]bool) smtlib2.ErrorList {
	var list smtlib2.ErrorList
	for _, a := range e.dropped {
		list = append(list, &smtlib2.Error{Pos: e.prog.Pos(a.Off),
			Msg: "quantified axiom dropped (--drop-quantified-axioms): a buggy answer is checked against it"})
	}
	for _, p := range e.info.ProcOrder {
		if p.Impl == nil || !reach[p] {
			continue
		}
		if msg := modifiesWarning(p, e.eff[p].mods); msg != "" {
			list = append(list, &smtlib2.Error{Pos: e.prog.Pos(procOff(p)), Msg: msg})
		}
	}
	return list
}

// procOff is the offset of a procedure's name.
func procOff(p *Proc) int {
	if p.Decl != nil {
		return p.Decl.Name.Off
	}
	return p.Impl.Body.Off
}

// constTerm is the variable standing for a constant in every clause.
func (e *encoder) constTerm(o *Object) *chc.Term {
	s := e.fz.slots[e.fz.consts[o]]
	return e.f.Var(s.smt, s.sort)
}

// funcTerm is the variable standing for an uninterpreted function's graph.
func (e *encoder) funcTerm(fn *Func) *chc.Term {
	i, ok := e.fz.funcs[fn]
	if !ok {
		e.fail(fn.Decl.Off, "function %s cannot be encoded", fn.Name)
	}
	s := e.fz.slots[i]
	return e.f.Var(s.smt, s.sort)
}

// newPred declares a predicate over the sorts of slots.
func (e *encoder) newPred(name string, slots []*slot) *chc.Pred {
	// SMT-LIB cannot quote a symbol containing \ or |, which Boogie
	// identifiers may contain; fresh keeps the names apart.
	name = strings.NewReplacer(`\`, "_", "|", "_").Replace(name)
	p := &chc.Pred{Name: e.preds.fresh(name)}
	for _, s := range slots {
		p.Params = append(p.Params, s.sort)
	}
	e.sys.Preds = append(e.sys.Preds, p)
	return p
}

// addClause appends a clause with its position and its meaning.
func (e *encoder) addClause(c *chc.Clause, m *clauseMeta) {
	c.Pos = e.prog.Pos(m.off)
	e.sys.Clauses = append(e.sys.Clauses, c)
	e.meta[c] = m
}

func (e *encoder) internalf(format string, args ...any) {
	panic(fmt.Sprintf("boogie encoder: "+format, args...))
}
