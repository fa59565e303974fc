package boogie

// The messages that refuse constructs outside the subset (BOOGIE.md, "What
// is refused"). Each names the construct; the error's position says where.
const (
	msgBitvector = "bit-vectors are not supported (theory outside LIA+arrays)"
	msgReal      = "real/float/string types are not supported"
	// msgQuantifiedAxiom refuses an axiom with a quantifier that defines
	// no function; quantifiers elsewhere are refused naming their
	// construct ("quantifiers in assertions are not supported").
	msgQuantifiedAxiom = "quantified axioms are supported only where they define a function, as in (forall x: int :: f(x) == e); use --drop-quantified-axioms to drop the others (a buggy answer is then checked against them)"
	msgLambda          = "lambda expressions are not supported"
	msgPolymorphic     = "polymorphic types are not supported"
	msgDatatype        = "datatypes are not supported"
	msgConcurrency     = "concurrency constructs are not supported (sequential programs only)"
	msgCodeExpr        = "code expressions are not supported"
	msgWhere           = "where clauses are not supported; use an explicit assume"
	msgTypeOrder       = "type order axioms are not supported"
	msgCoercion        = "type coercion expressions are not supported"
	msgNonlinear       = "non-linear arithmetic is not supported"
	msgRecursive       = "recursive function definitions are not supported"
	msgIntDivision     = "'/' on int is not supported (use div)"
)

// refusedAttrs maps attributes that change a declaration's meaning beyond
// the subset to the message refusing them.
var refusedAttrs = map[string]string{
	"bvbuiltin":     msgBitvector,
	"datatype":      msgDatatype,
	"yields":        msgConcurrency,
	"layer":         msgConcurrency,
	"linear":        msgConcurrency,
	"linear_in":     msgConcurrency,
	"linear_out":    msgConcurrency,
	"atomic":        msgConcurrency,
	"right":         msgConcurrency,
	"left":          msgConcurrency,
	"both":          msgConcurrency,
	"pending_async": msgConcurrency,
}

// unsupportedTypeNames are type names of theories outside the subset; used
// without a declaration of the same name they are refused by name.
func unsupportedTypeName(name string) bool {
	switch name {
	case "string", "String", "float", "RMode", "Seq", "seq":
		return true
	}
	return floatType(name)
}

// floatType reports whether name is a float type such as float24e8.
func floatType(name string) bool {
	if len(name) < 8 || name[:5] != "float" {
		return false
	}
	e := false
	for i := 5; i < len(name); i++ {
		switch c := name[i]; {
		case c == 'e' && !e && i > 5:
			e = true
		case !isDigit(c):
			return false
		}
	}
	return e
}

// bvType reports whether name is a bit-vector type bvN.
func bvType(name string) bool {
	if len(name) < 3 || name[:2] != "bv" {
		return false
	}
	for i := 2; i < len(name); i++ {
		if !isDigit(name[i]) {
			return false
		}
	}
	return true
}
