package boogie

import "github.com/horn-chc/horn/chc"

// frame is the encoding of one implemented procedure: its state vector,
// its control-flow graph, and its predicates.
type frame struct {
	proc       *Proc
	impl       *Impl
	uses, mods []*Object // globals it reads or writes, and writes
	slots      []*slot   // frozen, globals (uses), old (mods), ins, outs, locals
	cur        map[*Object]int
	old        map[*Object]int
	names      *namer
	g          *cfg
	entry, sum *chc.Pred
	cuts       map[*node]*chc.Pred // the predicate of each cut point
}

// addFrame lays out a procedure's state and declares its predicates.
func (e *encoder) addFrame(p *Proc) {
	eff := e.eff[p]
	fr := &frame{proc: p, impl: p.Impl, cur: map[*Object]int{}, old: map[*Object]int{},
		names: newNamer(), cuts: map[*node]*chc.Pred{},
		uses: ordered(e.info.Globals, eff.uses), mods: ordered(e.info.Globals, eff.mods)}
	for _, s := range e.fz.slots {
		fr.names.used[s.smt] = true
		fr.slots = append(fr.slots, s)
	}
	for _, o := range fr.uses {
		fr.cur[o] = fr.add(&slot{kind: sGlobal, obj: o, name: o.Name})
	}
	for _, o := range fr.mods {
		fr.old[o] = fr.add(&slot{kind: sOld, obj: o, name: "old(" + o.Name + ")", smt: fr.names.fresh("old!" + o.Name)})
	}
	fr.params(sIn, p.Ins, p.Impl.Ins)
	fr.params(sOut, p.Outs, p.Impl.Outs)
	for _, o := range p.Impl.Locals {
		fr.cur[o] = fr.add(&slot{kind: sLocal, obj: o, name: o.Name})
	}
	fr.g = buildCFG(p.Impl, procOff(p), func(name string) bool {
		q := e.info.Procs[name]
		return q != nil && q.Impl != nil
	})
	fr.entry = e.newPred(p.Name+"@entry", fr.entrySlots())
	fr.sum = e.newPred(p.Name+"@sum", fr.sumSlots())
	e.frames[p] = fr
	e.order = append(e.order, fr)
}

// add appends a slot, naming its variable after the Boogie name.
func (fr *frame) add(s *slot) int {
	s.sort = sortOf(s.obj.Type)
	if s.smt == "" {
		s.smt = fr.names.fresh(s.name)
	}
	fr.slots = append(fr.slots, s)
	return len(fr.slots) - 1
}

// params adds the parameters; the procedure's and the implementation's
// objects (an implementation may rename them) share a slot.
func (fr *frame) params(k slotKind, decl, impl []*Object) {
	for i, o := range impl {
		idx := fr.add(&slot{kind: k, obj: o, name: o.Name})
		fr.cur[o] = idx
		fr.cur[decl[i]] = idx
	}
}

// indices returns the slot positions of the given kinds, in order.
func (fr *frame) indices(kinds ...slotKind) []int {
	var out []int
	for i, s := range fr.slots {
		for _, k := range kinds {
			if s.kind == k {
				out = append(out, i)
			}
		}
	}
	return out
}

func (fr *frame) pick(idx []int) []*slot {
	out := make([]*slot, len(idx))
	for i, j := range idx {
		out[i] = fr.slots[j]
	}
	return out
}

// entrySlots: frozen, globals used, inputs.
func (fr *frame) entrySlots() []*slot {
	return fr.pick(fr.indices(sConst, sFunc, sGlobal, sIn))
}

// sumSlots: frozen, globals used (entry values), inputs, globals
// modified (exit values), outputs. The exit values of modified globals
// reuse the global slots' sorts.
func (fr *frame) sumSlots() []*slot {
	out := fr.entrySlots()
	for _, o := range fr.mods {
		out = append(out, fr.slots[fr.cur[o]])
	}
	return append(out, fr.pick(fr.indices(sOut))...)
}

// state is a term per slot of a frame.
type state []*chc.Term

// initial is the state of plain slot variables.
func (e *encoder) initial(fr *frame) state {
	st := make(state, len(fr.slots))
	for i, s := range fr.slots {
		st[i] = e.f.Var(s.smt, s.sort)
	}
	return st
}

// at looks objects up in a state of fr: old(g) of a modified global is its
// old slot.
func (fr *frame) at(st state) scope {
	return func(o *Object, old bool) *chc.Term {
		if old {
			if i, ok := fr.old[o]; ok {
				return st[i]
			}
		}
		if i, ok := fr.cur[o]; ok {
			return st[i]
		}
		return nil
	}
}

// pickState returns the terms of st at idx.
func pickState(st state, idx []int) []*chc.Term {
	out := make([]*chc.Term, len(idx))
	for i, j := range idx {
		out[i] = st[j]
	}
	return out
}
