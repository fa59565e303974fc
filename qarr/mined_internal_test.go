package qarr

import (
	"strings"
	"testing"

	"github.com/horn-chc/horn/chc"
	cfront "github.com/horn-chc/horn/translate/c"
)

// vectorDiff writes c[i] = a[i] - b[i] over arrays of a fixed size and
// asserts it cell by cell: its invariants need the range's end 1000, a
// numeral no argument holds, and the cell property of the store.
const vectorDiff = `
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[1000], b[1000], c[1000];
  for (int i = 0; i < 1000; i++) { a[i] = __VERIFIER_nondet_int(); b[i] = __VERIFIER_nondet_int(); }
  for (int i = 0; i < 1000; i++) c[i] = a[i] - b[i];
  for (int x = 0; x < 1000; x++) __VERIFIER_assert(c[x] == a[x] - b[x]);
  return 0;
}
`

func translated(t *testing.T, src string) *chc.System {
	t.Helper()
	tr, err := cfront.Translate("p.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return tr.System.VarHeads()
}

// TestConstBounds: every loop predicate of the translation gets the
// guard's numeral 1000 as a range's end, and no predicate gets 0 or a
// machine integer's limit.
func TestConstBounds(t *testing.T) {
	s := translated(t, vectorDiff)
	loops := 0
	for _, p := range s.Preds {
		bs := constBounds(s, p)
		for _, b := range bs {
			if b.Num().Sign() == 0 {
				t.Errorf("%s: bound 0", p.Name)
			}
		}
		if !strings.Contains(p.Name, "loop") {
			continue
		}
		loops++
		if len(bs) == 0 || bs[0].String() != "1000" {
			t.Errorf("%s: bounds %v, want 1000 first", p.Name, bs)
		}
	}
	if loops == 0 {
		t.Fatal("no loop predicate; the test shows nothing")
	}
}

// TestBoundNumeral: the range's exclusive end for each direction of
// the comparison.
func TestBoundNumeral(t *testing.T) {
	f := chc.NewFactory()
	i := f.Var("i", chc.IntSort)
	idx := map[*chc.Term]bool{i: true}
	n := f.Int(10)
	for _, tc := range []struct {
		t    *chc.Term
		want string
	}{
		{f.Lt(i, n), "10"}, {f.Le(i, n), "11"}, {f.Lt(n, i), "11"}, {f.Le(n, i), "10"},
		{f.Lt(i, f.Int(0)), ""}, {f.Le(i, f.Var("j", chc.IntSort)), ""},
	} {
		got := ""
		if b := boundNumeral(f, tc.t, idx); b != nil {
			got = b.String()
		}
		if got != tc.want {
			t.Errorf("%s: %q, want %q", tc.t, got, tc.want)
		}
	}
}

// TestMinedProps: the store's and the assertion's cell property, over
// the bound variable, and none from the range assumptions.
func TestMinedProps(t *testing.T) {
	s := translated(t, vectorDiff)
	k := s.Terms.BoundVar("k", chc.IntSort)
	var got []string
	for _, p := range minedProps(s, k) {
		got = append(got, p.String())
		if rangeAssumption(p) {
			t.Errorf("a range assumption: %s", p)
		}
	}
	all := strings.Join(got, "\n")
	for _, want := range []string{"(select c k)", "(select a k)", "(select b k)"} {
		if !strings.Contains(all, want) {
			t.Errorf("no property with %s in:\n%s", want, all)
		}
	}
}

func TestBaseName(t *testing.T) {
	for in, want := range map[string]string{"a": "a", "a!1": "a", "h!12": "h", "a!b": "a!b", "!1": "!1", "a!": "a!"} {
		if got := baseName(in); got != want {
			t.Errorf("baseName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestCellNumeral: a[k] = N in either order gives N; other properties
// none.
func TestCellNumeral(t *testing.T) {
	f := chc.NewFactory()
	k := f.BoundVar("k", chc.IntSort)
	a := f.Var("a", chc.ArraySort(chc.IntSort, chc.IntSort))
	n := f.Int(42)
	for _, tc := range []struct {
		t    *chc.Term
		want *chc.Term
	}{
		{f.Eq(f.Select(a, k), n), n},
		{f.Eq(n, f.Select(a, k)), n},
		{f.Eq(f.Select(a, k), f.Var("v", chc.IntSort)), nil},
		{f.Le(f.Select(a, k), n), nil},
	} {
		if got := cellNumeral(tc.t, k); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.t, got, tc.want)
		}
	}
}

// TestStoredCells: the sentinel's store a[pos] = marker is offered as
// it is.
func TestStoredCells(t *testing.T) {
	s := translated(t, `
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); abort(); } }
int main(void) {
  int a[100];
  int marker = __VERIFIER_nondet_int(), pos = __VERIFIER_nondet_int();
  if (pos >= 0 && pos < 100) {
    a[pos] = marker;
    int i = 0;
    while (a[i] != marker) i++;
    __VERIFIER_assert(i <= pos);
  }
  return 0;
}
`)
	// Before preprocessing, pos and marker are the nondet calls'
	// values.
	cells := storedCells(s)
	if len(cells) != 1 || cells[0].Op() != chc.OpEq {
		t.Fatalf("stored cells %v, want the one store", cells)
	}
	sel := cells[0].Arg(0)
	if sel.Op() != chc.OpSelect {
		sel = cells[0].Arg(1)
	}
	if sel.Op() != chc.OpSelect || !sel.Arg(1).IsVar() || !strings.HasPrefix(sel.Arg(0).Name(), "a") {
		t.Errorf("stored cell %s, want a[pos] = marker", cells[0])
	}
}
