package preprocess_test

import (
	"context"
	"testing"
	"time"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/qarr"
	cfront "github.com/horn-chc/horn/translate/c"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

// arrayInit is a C program whose array loop needs a quantified
// invariant; its translation has predicates between the loops (a
// call's, a loop's exit) that the default pipeline resolves away.
const arrayInit = `
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[1000];
  for (int i = 0; i < 1000; i++) a[i] = 42;
  for (int x = 0; x < 1000; x++) __VERIFIER_assert(a[x] == 42);
  return 0;
}
`

// TestQuantifiedImage: a quantified model of the preprocessed system
// (qarr's) maps back through the resolved predicate, within seconds and
// with the quantifier kept, and validates against the system as given.
// Z3's model-based projection of the loop's quantified invariant, which
// the back map used before, did not return within a minute on such
// systems.
func TestQuantifiedImage(t *testing.T) {
	tr, err := cfront.Translate("init.c", []byte(arrayInit), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s := tr.System
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	r, err := preprocess.Default().Run(ctx, s)
	if err != nil {
		t.Fatal(err)
	}
	kept := map[*chc.Pred]bool{}
	for _, p := range r.System.Preds {
		kept[p] = true
	}
	res, err := (&qarr.Engine{NewSolver: z3.NewSolver}).Solve(ctx, r.System)
	if err != nil || res.Status != chc.Sat {
		t.Fatalf("qarr: %v %v (%s)", res.Status, err, res.Reason)
	}
	bctx, bcancel := context.WithTimeout(ctx, time.Minute)
	defer bcancel()
	m, err := r.Back.Model(bctx, res.Model, z3.NewSolver)
	if err != nil {
		t.Fatalf("back map: %v", err)
	}
	rebuilt := 0
	for _, p := range s.Preds {
		if !kept[p] && chc.HasQuantifier(m[p].Body) {
			rebuilt++
		}
	}
	if rebuilt == 0 {
		t.Errorf("no resolved predicate has a quantified interpretation; the test shows nothing")
	}
	if err := witness.CheckModel(ctx, s, m, z3.NewSolver); err != nil {
		t.Fatalf("the mapped model does not validate: %v", err)
	}
}
