// Package smtlib2 reads and writes constrained Horn clauses in SMT-LIB 2:
// systems in the CHC-COMP HORN format and in Z3's fixedpoint format, models as
// define-fun lists, and derivations (counterexamples) in an s-expression format
// of its own.
//
// # Reading systems
//
// Parse accepts the commands set-logic (any logic), set-info and set-option
// (ignored), declare-fun and declare-const of Bool result (predicates),
// declare-rel, declare-var, define-fun (expanded at each use, also when the
// body mentions predicates), define-sort without parameters,
// declare-datatypes and declare-datatype (see below), assert, rule and
// query; check-sat, exit and the get- commands are ignored. Several queries
// become several query clauses. Everything else is refused with an error that
// names the construct: declare-sort, codatatypes, strings, uninterpreted
// functions and constants of non-Bool sort, push and pop.
//
// Algebraic datatypes (SMT-LIB 2.6) are declared in the system's term
// factory: groups of mutually recursive ones, Z3's older form
// (declare-datatypes () ((D ctor...))), and parametric ones (par), each
// instance such as (List Int) declared at its first use (a single
// parametric datatype per declaration). Terms apply constructors (a
// nullary one alone, or as (as C S) where instances share its name),
// selectors, testers ((_ is C) x) and Z3's is-C, and match, which becomes
// an ite over testers with the pattern variables bound to selectors.
// Printers write the declarations before the predicates (a parametric
// one once, as declared) and models and derivations read back against
// the system know its datatypes.
//
// Terms may use let (parallel binding), ite, =, distinct, =>, xor, and, or,
// not, n-ary comparisons, + - * / div mod abs to_real to_int is_int, select,
// store and ((as const (Array I E)) v), over the sorts Bool, Int, Real and
// (Array I E); and over (_ BitVec n) the literals #x…, #b… and (_ bvN n) (N
// reduced modulo 2^n), the QF_BV function symbols bvnot bvneg bvand bvor
// bvxor bvnand bvnor bvxnor bvadd bvsub bvmul bvudiv bvurem bvsdiv bvsrem
// bvsmod bvshl bvlshr bvashr bvcomp concat, the comparisons bvult bvule
// bvugt bvuge bvslt bvsle bvsgt bvsge, and the indexed ((_ extract i j) x),
// zero_extend, sign_extend, rotate_left, rotate_right and repeat.
// Bit-vector numerals print as (_ bvN n). Int and Real mix as in Z3: where a Real is needed an Int
// numeral is read as a Real numeral and another Int term t becomes
// (to_real t); applications to numerals only are folded, so (- 5) and
// (/ 1.0 2.0) are numerals. Products must be linear and div, mod and / must
// divide by numerals; otherwise the reader reports "non-linear arithmetic is
// not supported". Conjunctions and disjunctions are flattened; comparisons keep
// their arity.
//
// A clause is read from (forall (vars) (=> body head)), (forall (vars) head),
// an atom, (forall (vars) (not body)), (=> body false), (not (exists (vars)
// body)), nested foralls and implications, and a disjunction with at most one
// positive part. A disjunction over predicate atoms in a body is distributed:
// (or A B) ∧ C ⇒ H makes the clauses A ∧ C ⇒ H and B ∧ C ⇒ H (at most 1024
// clauses per command). The body is a conjunction of predicate atoms and constraints
// after let and define-fun expansion; existential quantifiers in it are lifted
// to clause variables, renamed when their name is taken. A predicate atom
// under not, or, ite or = in the body is an error. A head that is a
// constraint φ makes a query with body ∧ ¬φ; a conjunction that holds
// predicate atoms makes one clause per conjunct. Head arguments are made pairwise distinct variables:
// each other argument t is replaced by a fresh variable h!k and h!k = t joins
// the constraint. Each clause carries the position of its command's opening
// parenthesis. In Z3's fixedpoint format, variables declared by declare-var
// are universally quantified in each rule and query that mentions them, and
// (query P) for a predicate P of non-zero arity asks whether P holds for any
// arguments.
//
// Errors read "file:line:col: message", with columns counted in bytes. The
// reader skips a command after its first error and stops after ten errors,
// returning them as an ErrorList. Nesting deeper than 100000 parentheses is
// refused.
//
// # Writing systems
//
// WriteSystem writes the CHC-COMP format:
//
//	(set-logic HORN)
//	(declare-fun inv (Int) Bool)
//	(assert
//	  (forall ((x Int))
//	    (=>
//	      (= x 0)
//	      (inv x))))
//	...
//	(check-sat)
//	(exit)
//
// Variables are declared in the order of Clause.VarOrder (the order of the
// input, which the reader records), then in order of first occurrence, and
// keep their names when these are unique in the clause and differ from the
// predicate names; others print as name!k. Subterms that
// occur more than once and have at least four nodes are let-bound as $t1,
// $t2, ... (with more ! after $t if a name in the clause already looks like
// that). Printing what was parsed, parsing the output and printing again gives
// the same text.
//
// # Models
//
// WriteModel writes one definition per interpreted predicate, in declaration
// order:
//
//	(define-fun inv ((x Int)) Bool
//	  (>= x 0))
//
// ParseModel reads such definitions back, also when preceded by "sat" and
// wrapped in (model ...) or in a bare list as Z3 prints them; a define-fun of
// another name defines a helper function for later definitions.
//
// # Derivations
//
// A derivation is a tree of ground clause instances whose root is a query.
// WriteDerivation numbers its nodes in pre-order, the root being node 0, and
// writes each distinct node once:
//
//	(derivation
//	  (node 0 (clause 2) (at 7 1) ; file.smt2:7:1
//	    (head false)
//	    (vars (x (- 1)))
//	    (children 1))
//	  (node 1 (clause 1) (at 5 1) ; file.smt2:5:1
//	    (head (inv (- 1)))
//	    (vars (x 0) (x1 (- 1)))
//	    (children 2))
//	  ...)
//
// (clause i) is the index of the clause in System.Clauses; (at line col) is
// the position of the command the clause was read from (left out when
// unknown), for checkers that read the file themselves (docs/certificates.md),
// followed by the position as a comment; (head ...) is false for a query or the head
// predicate applied to the values of the head arguments; (vars ...) gives the
// value of each clause variable under its printed name (as WriteSystem names
// it); (children ...) lists one node per body atom, in body order. Values are
// written as SMT-LIB ground terms: true, 5, (- 5), 2.0, (/ 1.0 3.0),
// (store ((as const (Array Int Int)) 0) 1 5); the reader accepts any ground
// term of the variable's sort, such as 2.5. ParseDerivation reads this back
// ("unsat" may precede it); (clause ...) must come before (at ...) and (vars ...), (at ...)
// is optional and must agree with the clause's position, and the
// head, when given, must agree with the clause and the values.
//
// No line written by WriteModel or WriteDerivation reads exactly "sat" or
// "unsat", so they may follow an answer on standard output.
package smtlib2
