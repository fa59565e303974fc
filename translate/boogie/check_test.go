package boogie_test

import (
	"reflect"
	"testing"

	"github.com/horn-chc/horn/translate/boogie"
)

// TestCorpusTypes checks that the checker gives every expression of every
// in-subset corpus file a type (attribute arguments excepted).
func TestCorpusTypes(t *testing.T) {
	for _, e := range readCorpus(t) {
		if e.subset != "in" {
			continue
		}
		prog, info, err := boogie.Read(e.file, readSource(t, e.file))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range prog.Decls {
			eachExpr(reflect.ValueOf(d), func(x boogie.Expr) {
				if info.Types[x] == nil {
					t.Errorf("%v: %s has no type", prog.Pos(x.Pos()), boogie.ExprString(x))
				}
			})
		}
	}
}

var exprType = reflect.TypeOf((*boogie.Expr)(nil)).Elem()

// eachExpr calls fn on every expression under v, skipping attributes.
func eachExpr(v reflect.Value, fn func(boogie.Expr)) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			return
		}
		if _, ok := v.Interface().(*boogie.Attr); ok {
			return
		}
		if v.Type().Implements(exprType) {
			fn(v.Interface().(boogie.Expr))
		}
		eachExpr(v.Elem(), fn)
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			eachExpr(v.Index(i), fn)
		}
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				eachExpr(v.Field(i), fn)
			}
		}
	}
}
