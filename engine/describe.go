package engine

// descriptions has one line per engine of the table, for help texts:
// `horn solve --help` lists them, one per line, as Golem's -h does.
var descriptions = map[string]string{
	"auto":               "default: engines by the system's class, taking turns",
	"pdr":                "property-directed reachability (Spacer-style)",
	"pdr-itp":            "pdr whose lemmas may be Farkas half-spaces",
	"bmc":                "bounded model checking: finds counterexamples",
	"portfolio":          "pdr and bmc in parallel (two threads)",
	"kind":               "k-induction (linear systems)",
	"imc":                "interpolation-based model checking (linear)",
	"tpa":                "transition power abstraction: deep cex (linear)",
	"split-tpa":          "split transition power abstraction (linear)",
	"pdkind":             "property-directed k-induction (linear)",
	"ufo":                "predicate abstraction, DAG interpolants (linear)",
	"si":                 "stratified inlining (Corral)",
	"uw":                 "under-approximation widening (Legion)",
	"va-pdr":             "variable abstraction (Corral) around pdr",
	"va-auto":            "variable abstraction (Corral) around auto",
	"sim":                "runs the clauses on values: deep counterexamples",
	"satbmc":             "bmc bit-blasted to SAT (Bool, bit-vectors)",
	"bitic3":             "IC3 over bits (linear; Bool, bit-vectors)",
	"int-pdr":            "pdr over bit-vectors as integers, exactly",
	"int-bmc":            "bmc over bit-vectors as integers, exactly",
	"nowrap-int-pdr":     "pdr over bit-vectors as integers, assuming no overflow",
	"nowrap-int-pdr-itp": "nowrap-int-pdr with Farkas half-space lemmas",
	"nowrap-int-hpdr":    "nowrap-int-pdr split on inputs, seeded by Houdini",
	"bits-houdini":       "Houdini over bit-vectors' bits (proves only)",
	"houdini":            "Houdini: candidate invariants pruned (proves only)",
	"hpdr":               "pdr seeded with Houdini's summary",
	"nowrap-int-houdini": "Houdini over nowrap-int's translation (proves only)",
	"va0-pdr":            "va-pdr starting from no tracked argument",
	"qarr":               "quantified array invariants, guessed (proves only)",
}

// Describe returns the one-line description of the engine called name,
// or "" for a name New does not know.
func Describe(name string) string {
	if _, ok := engines[name]; !ok {
		return ""
	}
	return descriptions[name]
}
