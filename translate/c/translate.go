package c

import (
	"fmt"
	"io"
	"regexp"
	"strconv"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/boogie"
	"modernc.org/cc/v4"
)

// Options configure the translation.
type Options struct {
	// DataModel fixes the widths of the integer types; empty means LP64.
	DataModel DataModel
	// Entry names the entry function; empty means main.
	Entry string
	// CheckOverflow makes every signed overflow (+ - * ++ -- << and
	// INT_MIN / -1) an error location instead of an assumption, and
	// reach_error an abort: SV-COMP's no-overflow property.
	CheckOverflow bool
}

// Translation is a C program encoded as Horn clauses, with what it takes
// to map answers back to the C file.
type Translation struct {
	File   string
	System *chc.System
	// Lowered is the program lowered to the Boogie subset, one statement
	// per line, which the clauses encode.
	Lowered string

	bt      *boogie.Translation
	srcs    []*srcInfo // the C origin of each line of Lowered
	names   map[string]string
	nondets map[string]nondetInfo // by nondetKey
	loops   map[chc.Pos]loopScope // by the loop statement's position
	vars    map[*cc.Declarator]*variable
	entry   string
	opt     Options
}

// loweredName is the file name of the lowered program.
func loweredName(file string) string { return file + "#lowered.bpl" }

// Translate reads a C file (a .c or preprocessed .i file) and encodes it
// as Horn clauses: the program is lowered to the Boogie subset with C's
// integer semantics in the data model, and encoded by Boogie's encoder
// (one summary per function, a predicate per loop head and call return,
// large blocks between them). Constructs outside the subset are refused
// with a *Refusal naming them; reading errors are an smtlib2.ErrorList.
func Translate(file string, src []byte, opt Options) (*Translation, error) {
	dm := opt.DataModel
	if dm == "" {
		dm = LP64
	}
	ast, err := parseC(file, src, dm)
	if err != nil {
		return nil, err
	}
	l, text, srcs, err := lower(file, src, ast, opt)
	if err != nil {
		return nil, err
	}
	bfile := loweredName(file)
	prog, err := boogie.Parse(bfile, []byte(text))
	var info *boogie.Info
	if err == nil {
		info, err = boogie.CheckWith(prog, boogie.CheckOptions{NonLinear: true})
	}
	if err != nil {
		return nil, fmt.Errorf("c: internal error: the lowered program of %s does not read back: %w", file, err)
	}
	bt, err := boogie.Translate(prog, info, boogie.Options{Entry: l.funcs[entryName(opt)].b})
	if err != nil {
		return nil, fmt.Errorf("c: internal error: encoding the lowered program of %s: %w", file, err)
	}
	tr := &Translation{File: file, System: bt.System, Lowered: text, bt: bt, srcs: srcs,
		names: l.names, nondets: l.nondets, loops: l.loops, vars: l.vars, entry: entryName(opt), opt: opt}
	for _, c := range bt.System.Clauses {
		c.Pos = tr.cPos(c.Pos)
	}
	tr.renamePreds()
	return tr, nil
}

// cutName matches the predicates of cut points, named by the line of the
// lowered program.
var cutName = regexp.MustCompile(`^(.*@(?:loop|call|cut))([0-9]+)$`)

// renamePreds names the predicates of cut points by their C line (main@loop8
// becomes main@loop23), and their procedures by the C function.
func (tr *Translation) renamePreds() {
	taken := map[string]bool{}
	for _, p := range tr.System.Preds {
		taken[p.Name] = true
	}
	for _, p := range tr.System.Preds {
		m := cutName.FindStringSubmatch(p.Name)
		if m == nil {
			continue
		}
		line, err := strconv.Atoi(m[2])
		if err != nil {
			continue
		}
		pos := tr.cPos(chc.Pos{Line: line})
		if pos.Line == 0 {
			continue
		}
		name := fmt.Sprintf("%s%d", m[1], pos.Line)
		for k := 2; taken[name]; k++ {
			name = fmt.Sprintf("%s%d_%d", m[1], pos.Line, k)
		}
		delete(taken, p.Name)
		taken[name] = true
		p.Name = name
	}
}

func entryName(opt Options) string {
	if opt.Entry == "" {
		return "main"
	}
	return opt.Entry
}

// src returns the C origin of a position in the lowered program.
func (tr *Translation) src(p chc.Pos) *srcInfo {
	if p.Line < 1 || p.Line > len(tr.srcs) {
		return nil
	}
	return tr.srcs[p.Line-1]
}

// cPos maps a position in the lowered program to the C file.
func (tr *Translation) cPos(p chc.Pos) chc.Pos {
	if s := tr.src(p); s != nil {
		return s.pos
	}
	return chc.Pos{File: tr.File}
}

// WriteSMT writes the clauses in the CHC-COMP format, each preceded by a
// comment naming the C location and statement it comes from.
func (tr *Translation) WriteSMT(w io.Writer) error {
	err := smtlib2.WriteSystemComments(w, tr.System, func(c *chc.Clause) string {
		return c.Pos.String()
	})
	if err != nil {
		return fmt.Errorf("printing the clauses of %s: %w", tr.File, err)
	}
	return nil
}

// cName maps a Boogie name of the lowered program to the C name.
func (tr *Translation) cName(b string) string {
	if c, ok := tr.names[b]; ok {
		return c
	}
	return b
}
