package chc

import "testing"

func TestSortKinds(t *testing.T) {
	for _, tc := range []struct {
		s     Sort
		text  string
		kind  Kind
		arith bool
	}{
		{BoolSort, "Bool", KindBool, false},
		{IntSort, "Int", KindInt, true},
		{RealSort, "Real", KindReal, true},
		{ArraySort(IntSort, BoolSort), "(Array Int Bool)", KindArray, false},
		{BitVecSort(8), "(_ BitVec 8)", KindBitVec, false},
		{Sort{}, "<invalid sort>", KindInvalid, false},
	} {
		if got := tc.s.String(); got != tc.text {
			t.Errorf("String() = %q, want %q", got, tc.text)
		}
		if got := tc.s.Kind(); got != tc.kind {
			t.Errorf("%s: Kind() = %d, want %d", tc.text, got, tc.kind)
		}
		if got := tc.s.IsArith(); got != tc.arith {
			t.Errorf("%s: IsArith() = %v, want %v", tc.text, got, tc.arith)
		}
		if got := tc.s.IsValid(); got != (tc.kind != KindInvalid) {
			t.Errorf("%s: IsValid() = %v", tc.text, got)
		}
	}
}

func TestSortComparable(t *testing.T) {
	a := ArraySort(IntSort, ArraySort(IntSort, BoolSort))
	b := ArraySort(IntSort, ArraySort(IntSort, BoolSort))
	if a != b {
		t.Errorf("equal array sorts compare unequal")
	}
	if a == ArraySort(IntSort, ArraySort(BoolSort, IntSort)) {
		t.Errorf("different array sorts compare equal")
	}
	m := map[Sort]int{a: 1}
	if m[b] != 1 {
		t.Errorf("array sort is not usable as a map key")
	}
	if BitVecSort(8) == BitVecSort(16) {
		t.Errorf("bit-vector widths not distinguished")
	}
}

func TestArrayParts(t *testing.T) {
	ib := ArraySort(IntSort, BoolSort)
	bv := BitVecSort(32)
	for _, tc := range []struct {
		s           Sort
		index, elem Sort
	}{
		{ib, IntSort, BoolSort},
		{ArraySort(IntSort, ib), IntSort, ib},
		{ArraySort(ib, IntSort), ib, IntSort},
		{ArraySort(ib, ib), ib, ib},
		{ArraySort(ArraySort(ib, RealSort), ArraySort(RealSort, ib)), ArraySort(ib, RealSort), ArraySort(RealSort, ib)},
		{ArraySort(bv, bv), bv, bv},
	} {
		if got := tc.s.Index(); got != tc.index {
			t.Errorf("%s.Index() = %s, want %s", tc.s, got, tc.index)
		}
		if got := tc.s.Elem(); got != tc.elem {
			t.Errorf("%s.Elem() = %s, want %s", tc.s, got, tc.elem)
		}
		if got := ArraySort(tc.s.Index(), tc.s.Elem()); got != tc.s {
			t.Errorf("ArraySort(Index, Elem) = %s, want %s", got, tc.s)
		}
	}
	// The brief's example spelled out as text.
	if s := ArraySort(IntSort, ArraySort(IntSort, BoolSort)); s.String() != "(Array Int (Array Int Bool))" ||
		s.Elem().Elem() != BoolSort || s.Elem().Index() != IntSort {
		t.Errorf("nested array sort %s parts wrong", s)
	}
}

func TestSortPanics(t *testing.T) {
	mustPanic(t, "not an array sort", func() { IntSort.Index() })
	mustPanic(t, "not an array sort", func() { BoolSort.Elem() })
	mustPanic(t, "not a bit-vector sort", func() { IntSort.Width() })
	if w := BitVecSort(64).Width(); w != 64 {
		t.Errorf("Width() = %d, want 64", w)
	}
}
