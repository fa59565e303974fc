package qarr_test

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/qarr"
	cfront "github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// arrayInit initialises a variable-length array and checks every cell:
// correct, by the invariant ∀k. 0 ≤ k < i → a[k] = 7 of the first loop.
const arrayInit = `
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  int a[n];
  for (int i = 0; i < n; i++) a[i] = 7;
  for (int j = 0; j < n; j++) __VERIFIER_assert(a[j] == 7);
  return 0;
}
`

// TestProvesTranslatedC: the C translation's clauses carry a loop's step
// in their heads, where qarr reads the roles of arguments from the
// constraints (chc.System.VarHeads); qarr proves the program, and its
// model, over the translation's predicates, holds for the clauses as
// translated.
func TestProvesTranslatedC(t *testing.T) {
	tr, err := cfront.Translate("init.c", []byte(arrayInit), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := tr.System
	terms := 0
	for _, c := range s.Clauses {
		if c.Head != nil {
			for _, a := range c.Head.Args {
				if !a.IsVar() {
					terms++
				}
			}
		}
	}
	if terms == 0 {
		t.Fatal("the translation has no term in a head; the test shows nothing")
	}
	// A check bound far above Houdini's default second, so that the test
	// passes on a loaded machine.
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	r, err := (&qarr.Engine{NewSolver: z3.NewSolver}).Solve(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != chc.Sat {
		t.Fatalf("%s (%s), want sat", r.Status, r.Reason)
	}
	if !chc.ModelHasQuantifier(r.Model) {
		t.Errorf("the model has no quantifier:\n%s", r.Model)
	}
	if err := witness.CheckModel(ctx, s, r.Model, z3.NewSolver); err != nil {
		t.Errorf("the model does not hold for the translated clauses: %v", err)
	}
}
