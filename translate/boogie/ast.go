package boogie

import "math/big"

// Node is any node of the syntax tree. Pos returns the byte offset of the
// node's first token in the source; Program.Pos turns it into file:line:col.
type Node interface {
	Pos() int
}

// Program is a parsed Boogie file: its declarations in source order.
type Program struct {
	File  string
	Decls []Decl
	lines *positions
}

// Ident is a name with the offset where it occurs.
type Ident struct {
	Off  int
	Name string
}

// Attr is an attribute {:name arg, …}. Arguments are expressions or string
// literals (*StringLit). Only {:entrypoint} carries meaning; the others are
// kept so that printing gives them back.
type Attr struct {
	Off  int
	Name string
	Args []Expr
}

// Binding declares a name with a type: a variable, constant, parameter or
// function argument. Name is nil for an unnamed function argument.
type Binding struct {
	Name *Ident
	Type TypeExpr
}

// Pos returns the offset of the name, or of the type when unnamed.
func (b *Binding) Pos() int {
	if b.Name != nil {
		return b.Name.Off
	}
	return b.Type.Pos()
}

// Decl is a top-level declaration.
type Decl interface {
	Node
	decl()
}

// TypeDecl declares uninterpreted nullary types (type T, U;) or a synonym
// (type X = τ;, Syn non-nil, exactly one name).
type TypeDecl struct {
	Off   int
	Attrs []*Attr
	Names []*Ident
	Syn   TypeExpr
}

// VarDecl declares global variables, or the local variables of a body.
type VarDecl struct {
	Off   int
	Attrs []*Attr
	Vars  []*Binding
}

// ConstDecl declares constants, pairwise distinct when Unique. Uses holds
// the axioms of an old-style "uses { axiom … }" block.
type ConstDecl struct {
	Off    int
	Attrs  []*Attr
	Unique bool
	Vars   []*Binding
	Uses   []*AxiomDecl
}

// FuncDecl declares a function, uninterpreted when Body is nil. Uses
// holds the axioms of a "uses { axiom … }" block, which join the
// program's axioms.
type FuncDecl struct {
	Off    int
	Attrs  []*Attr
	Name   *Ident
	Params []*Binding
	Result *Binding
	Body   Expr
	Uses   []*AxiomDecl
}

// AxiomDecl states a background fact.
type AxiomDecl struct {
	Off   int
	Attrs []*Attr
	Expr  Expr
}

// ProcDecl declares a procedure: its signature, contract, and optionally a
// body (a procedure with a body is its own implementation).
type ProcDecl struct {
	Off   int
	Attrs []*Attr
	Name  *Ident
	Ins   []*Binding
	Outs  []*Binding
	Specs []*Spec
	Body  *Body
}

// ImplDecl gives a procedure's body separately.
type ImplDecl struct {
	Off   int
	Attrs []*Attr
	Name  *Ident
	Ins   []*Binding
	Outs  []*Binding
	Body  *Body
}

// SpecKind distinguishes the clauses of a contract.
type SpecKind int

// The contract clauses.
const (
	Requires SpecKind = iota
	Ensures
	Modifies
)

// Spec is one contract clause: [free] requires e; [free] ensures e; or
// modifies x, y;.
type Spec struct {
	Off   int
	Kind  SpecKind
	Free  bool
	Attrs []*Attr
	Expr  Expr     // requires, ensures
	Names []*Ident // modifies
}

// Body is an implementation body: local variables, then statements.
type Body struct {
	Off    int
	Locals []*VarDecl
	Stmts  []Stmt
}

func (d *TypeDecl) Pos() int  { return d.Off }
func (d *VarDecl) Pos() int   { return d.Off }
func (d *ConstDecl) Pos() int { return d.Off }
func (d *FuncDecl) Pos() int  { return d.Off }
func (d *AxiomDecl) Pos() int { return d.Off }
func (d *ProcDecl) Pos() int  { return d.Off }
func (d *ImplDecl) Pos() int  { return d.Off }
func (s *Spec) Pos() int      { return s.Off }
func (b *Body) Pos() int      { return b.Off }
func (a *Attr) Pos() int      { return a.Off }
func (x *Ident) Pos() int     { return x.Off }

func (*TypeDecl) decl()  {}
func (*VarDecl) decl()   {}
func (*ConstDecl) decl() {}
func (*FuncDecl) decl()  {}
func (*AxiomDecl) decl() {}
func (*ProcDecl) decl()  {}
func (*ImplDecl) decl()  {}

// TypeExpr is a type as written.
type TypeExpr interface {
	Node
	typeExpr()
}

// NamedType is int, bool, or a declared type or synonym name.
type NamedType struct {
	Off  int
	Name string
}

// MapType is [τ1,…,τk]τ.
type MapType struct {
	Off int
	Dom []TypeExpr
	Rng TypeExpr
}

func (t *NamedType) Pos() int { return t.Off }
func (t *MapType) Pos() int   { return t.Off }
func (*NamedType) typeExpr()  {}
func (*MapType) typeExpr()    {}

// Stmt is a statement of a body.
type Stmt interface {
	Node
	stmt()
}

// LabelStmt is "L:"; it names the point before the next statement.
type LabelStmt struct {
	Off  int
	Name string
}

// AssignStmt is x1, …, xn := e1, …, en; each target is a variable (*Var)
// or a map selection on a target (*Select), as in m[i][j] := e.
type AssignStmt struct {
	Off int
	Lhs []Expr
	Rhs []Expr
}

// HavocStmt is havoc x, y;.
type HavocStmt struct {
	Off  int
	Vars []*Ident
}

// AssumeStmt is assume e;.
type AssumeStmt struct {
	Off   int
	Attrs []*Attr
	Expr  Expr
}

// AssertStmt is assert e;.
type AssertStmt struct {
	Off   int
	Attrs []*Attr
	Expr  Expr
}

// CallStmt is call [x, y :=] P(args);.
type CallStmt struct {
	Off   int
	Attrs []*Attr
	Outs  []*Ident
	Proc  *Ident
	Args  []Expr
}

// IfStmt is if (e) { … } [else …]; Cond is nil for if (*). An else-if chain
// is an Else holding a single *IfStmt.
type IfStmt struct {
	Off  int
	Cond Expr
	Then []Stmt
	Else []Stmt
}

// Invariant is one loop invariant; a free one is assumed only.
type Invariant struct {
	Off   int
	Free  bool
	Attrs []*Attr
	Expr  Expr
}

// WhileStmt is while (e) invariant …; { … }; Cond is nil for while (*).
type WhileStmt struct {
	Off  int
	Cond Expr
	Invs []*Invariant
	Body []Stmt
}

// BreakStmt is break [L];.
type BreakStmt struct {
	Off   int
	Label *Ident
}

// GotoStmt is goto L1, L2;.
type GotoStmt struct {
	Off    int
	Labels []*Ident
}

// ReturnStmt is return;.
type ReturnStmt struct {
	Off int
}

func (s *LabelStmt) Pos() int  { return s.Off }
func (s *AssignStmt) Pos() int { return s.Off }
func (s *HavocStmt) Pos() int  { return s.Off }
func (s *AssumeStmt) Pos() int { return s.Off }
func (s *AssertStmt) Pos() int { return s.Off }
func (s *CallStmt) Pos() int   { return s.Off }
func (s *IfStmt) Pos() int     { return s.Off }
func (s *WhileStmt) Pos() int  { return s.Off }
func (s *BreakStmt) Pos() int  { return s.Off }
func (s *GotoStmt) Pos() int   { return s.Off }
func (s *ReturnStmt) Pos() int { return s.Off }
func (i *Invariant) Pos() int  { return i.Off }

func (*LabelStmt) stmt()  {}
func (*AssignStmt) stmt() {}
func (*HavocStmt) stmt()  {}
func (*AssumeStmt) stmt() {}
func (*AssertStmt) stmt() {}
func (*CallStmt) stmt()   {}
func (*IfStmt) stmt()     {}
func (*WhileStmt) stmt()  {}
func (*BreakStmt) stmt()  {}
func (*GotoStmt) stmt()   {}
func (*ReturnStmt) stmt() {}

// Expr is an expression.
type Expr interface {
	Node
	expr()
}

// IntLit is a non-negative integer literal.
type IntLit struct {
	Off   int
	Value *big.Int
}

// BoolLit is true or false.
type BoolLit struct {
	Off   int
	Value bool
}

// StringLit is a string, allowed only as an attribute argument.
type StringLit struct {
	Off   int
	Value string
}

// Var is a reference to a variable, constant or parameter.
type Var struct {
	Off  int
	Name string
}

// Unary is !x or -x.
type Unary struct {
	Off int
	Op  string
	X   Expr
}

// Binary is x op y; OpOff is the operator's offset.
type Binary struct {
	OpOff int
	Op    string
	X, Y  Expr
}

// Ite is if c then x else y.
type Ite struct {
	Off              int
	Cond, Then, Else Expr
}

// Select is m[i1, …, ik]; Off is the offset of '['.
type Select struct {
	Off   int
	Map   Expr
	Index []Expr
}

// Update is m[i1, …, ik := v]; Off is the offset of '['.
type Update struct {
	Off   int
	Map   Expr
	Index []Expr
	Value Expr
}

// Apply is a function application f(args).
type Apply struct {
	Off  int
	Fun  string
	Args []Expr
}

// Old is old(e): e evaluated in the procedure's pre-state.
type Old struct {
	Off int
	X   Expr
}

// Quantifier is (forall x: τ, … :: {:attr} {trigger} body), or exists;
// Off is the offset of the keyword. The subset allows quantifiers in
// axioms only (see Check and Translate).
type Quantifier struct {
	Off      int
	Kind     string // "forall" or "exists"
	Vars     []*Binding
	Attrs    []*Attr
	Triggers [][]Expr
	Body     Expr
}

func (e *IntLit) Pos() int     { return e.Off }
func (e *BoolLit) Pos() int    { return e.Off }
func (e *StringLit) Pos() int  { return e.Off }
func (e *Var) Pos() int        { return e.Off }
func (e *Unary) Pos() int      { return e.Off }
func (e *Binary) Pos() int     { return e.X.Pos() }
func (e *Ite) Pos() int        { return e.Off }
func (e *Select) Pos() int     { return e.Map.Pos() }
func (e *Update) Pos() int     { return e.Map.Pos() }
func (e *Apply) Pos() int      { return e.Off }
func (e *Old) Pos() int        { return e.Off }
func (e *Quantifier) Pos() int { return e.Off }

func (*IntLit) expr()     {}
func (*BoolLit) expr()    {}
func (*StringLit) expr()  {}
func (*Var) expr()        {}
func (*Unary) expr()      {}
func (*Binary) expr()     {}
func (*Ite) expr()        {}
func (*Select) expr()     {}
func (*Update) expr()     {}
func (*Apply) expr()      {}
func (*Old) expr()        {}
func (*Quantifier) expr() {}
