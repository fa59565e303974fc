package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/engine"
	"github.com/horn-chc/horn/translate/boogie"
)

// verdicts are what verify found: the errors, each a buggy verdict whose
// trace replays to a distinct failing check, in the order found; and the
// verdict of the last search, which says why the search ended: correct
// (no further error), unknown (with the reason), or nil when the error
// limit stopped it.
type verdicts struct {
	errors []*boogie.Verdict
	final  *boogie.Verdict
}

// first is the program's verdict: buggy with the first error, else the
// one search's answer.
func (vs *verdicts) first() *boogie.Verdict {
	if len(vs.errors) > 0 {
		return vs.errors[0]
	}
	return vs.final
}

// findErrors solves tr's clauses and, after each buggy verdict, solves
// them again without the query clause its trace failed at, so that every
// failing check is reported (as Boogie and Corral report every error),
// until the clauses hold, the answer is unknown, or limit errors are
// found (0: no limit). A check reached through several query clauses
// counts once. The first search is solved with o's statistics, which the
// returned result carries; later ones without. The whole search shares
// ctx's deadline.
func findErrors(ctx context.Context, e *env, tr *boogie.Translation, o solveOpts, limit int) (*verdicts, engine.Result, error) {
	vs := &verdicts{}
	r0, err := solveWith(ctx, e, tr.System, o)
	if err != nil {
		return &verdicts{final: tr.Verdict(r0.Status, r0.Model, r0.Derivation, r0.Reason)}, r0, err
	}
	more := o
	more.stats, more.passTables = "", nil
	seen := map[[2]int]bool{}
	s, r := tr.System, r0
	for {
		v := tr.Verdict(r.Status, r.Model, r.Derivation, r.Reason)
		if v.Answer != boogie.Buggy {
			vs.final = v
			vs.sort()
			return vs, r0, nil
		}
		if k := failKey(v.Trace); !seen[k] {
			seen[k] = true
			vs.errors = append(vs.errors, v)
		}
		if limit > 0 && len(vs.errors) >= limit {
			vs.sort()
			return vs, r0, nil
		}
		rest := without(s, r.Derivation.Root.Clause)
		if len(rest.Clauses) == len(s.Clauses) { // cannot happen: the derivation was validated against s
			vs.final = &boogie.Verdict{Answer: boogie.Unknown, Reason: "bug: the error's query clause is not among the clauses solved"}
			vs.sort()
			return vs, r0, nil
		}
		s = rest
		if r, err = solveWith(ctx, e, s, more); err != nil {
			// The errors found stand; the search for more failed.
			vs.final = &boogie.Verdict{Answer: boogie.Unknown, Reason: err.Error()}
			vs.sort()
			return vs, r0, nil
		}
	}
}

// sort puts the errors in the order of their failing checks in the
// source, whichever engine found which first.
func (vs *verdicts) sort() {
	slices.SortStableFunc(vs.errors, func(a, b *boogie.Verdict) int {
		ka, kb := failKey(a.Trace), failKey(b.Trace)
		return cmp.Or(cmp.Compare(ka[0], kb[0]), cmp.Compare(ka[1], kb[1]))
	})
}

// failKey identifies a trace's failing check: the statement and the
// check (a precondition fails at each call site on its own).
func failKey(t *boogie.Trace) [2]int {
	last := t.Steps[len(t.Steps)-1]
	return [2]int{last.Off, last.CheckOff}
}

// failLine is the trace's failing check on one line: position and text.
func failLine(t *boogie.Trace) string {
	last := t.Steps[len(t.Steps)-1]
	return fmt.Sprintf("%s: %s", last.Pos, last.Text)
}

// without is s less the query clause q; the clauses themselves are
// shared, so that a derivation of the result maps back through tr.
func without(s *chc.System, q *chc.Clause) *chc.System {
	rest := slices.DeleteFunc(slices.Clone(s.Clauses), func(c *chc.Clause) bool { return c == q })
	return &chc.System{Terms: s.Terms, Preds: s.Preds, Clauses: rest, Name: s.Name}
}

// writeNotes says on w why the search for errors ended, when it is not
// that every error was found.
func (vs *verdicts) writeNotes(w io.Writer, limit int) {
	switch {
	case vs.final == nil:
		fmt.Fprintf(w, "horn: stopped at the error limit (--error-limit %d): there may be more errors\n", limit)
	case vs.final.Answer == boogie.Unknown:
		fmt.Fprintf(w, "horn: after %d %s, the search for more stopped: %s\n", len(vs.errors), plural(len(vs.errors), "error"), vs.final.Reason)
	}
}

// writeJSON prints the verdict's JSON object (for buggy, the first
// error's) with, for buggy, "errors": the object of each error, and
// "complete": whether every error was found.
func (vs *verdicts) writeJSON(w io.Writer) error {
	if len(vs.errors) == 0 {
		return vs.final.WriteJSON(w)
	}
	obj, err := verdictJSON(vs.errors[0])
	if err != nil {
		return err
	}
	var errs []json.RawMessage
	for _, v := range vs.errors {
		b, err := verdictJSON(v)
		if err != nil {
			return err
		}
		errs = append(errs, mustJSON(b))
	}
	obj["errors"] = mustJSON(errs)
	obj["complete"] = mustJSON(vs.final != nil && vs.final.Answer == boogie.Correct)
	return writeJSON(w, obj)
}

// verdictJSON is v's JSON object, field by field.
func verdictJSON(v *boogie.Verdict) (map[string]json.RawMessage, error) {
	var buf bytes.Buffer
	if err := v.WriteJSON(&buf); err != nil {
		return nil, err
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(buf.Bytes(), &obj); err != nil {
		return nil, fmt.Errorf("the verdict's JSON: %w", err)
	}
	return obj, nil
}

// mustJSON marshals values that always marshal (raw messages, maps of
// them, booleans).
func mustJSON(v any) json.RawMessage {
	b, err := marshalJSON(v)
	if err != nil {
		panic(fmt.Sprintf("marshal %T: %v", v, err))
	}
	return b
}

// plural is word, with an s unless n is 1.
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
