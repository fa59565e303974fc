package unroll

import (
	"context"

	"github.com/horn-chc/horn/chc"
)

// Encoder is what an unrolling asks of a solver. B is its Boolean (a Bool
// term for an SMT solver, a literal for a SAT solver); A is one argument
// value (a term, or a vector of bits). Names given to Fresh, Some,
// Instance, Node and Join are unique within one unrolling; an encoder
// may use them to name what it declares.
type Encoder[B, A any] interface {
	// Fresh declares a new Boolean.
	Fresh(name string) B
	// True is the true Boolean.
	True() B
	// Not, And and Or build Booleans.
	Not(b B) B
	And(bs ...B) B
	Or(bs ...B) B
	// Some returns a Boolean that implies some of bs (none: it is false),
	// fit to be assumed in a check.
	Some(name string, bs ...B) (B, error)
	// Assert asserts b.
	Assert(b B) error
	// Implies asserts a → b.
	Implies(a, b B) error
	// Equal is the Boolean that xs and ys are equal, component-wise.
	Equal(xs, ys []A) B
	// Instance declares one copy of c's variables. The head atom's
	// arguments equal head when it is not nil, and body atom k's equal
	// body[k] when body is longer than k and body[k] is not nil. It
	// returns the copy and the Boolean that c's constraint and those
	// equalities hold over it.
	Instance(c *chc.Clause, name string, head []A, body [][]A) (*Copy[A], B, error)
	// Node returns the arguments of a new tree node for an atom of p
	// whose terms in its clause's copy are ts, and the Boolean that they
	// equal ts (an SMT encoder names them, a SAT encoder passes the bits
	// on).
	Node(p *chc.Pred, name string, ts []A) ([]A, B)
	// Join returns p's arguments at a step of a linear unrolling: equal
	// to heads[d] for the first d whose sels[d] holds (for some d with a
	// true selector, where an encoder does not order them).
	Join(p *chc.Pred, name string, sels []B, heads [][]A) ([]A, error)
	// Check decides the assertions under the assumptions.
	Check(ctx context.Context, assume ...B) (chc.Status, error)
	// Reason says why the last check answered Unknown.
	Reason() string
	// Value reads b in the model of the last satisfiable check.
	Value(b B) (bool, error)
}

// Copy is one instance of a clause in an unrolling: its own copy of the
// clause's variables, and its atoms' arguments over that copy.
type Copy[A any] struct {
	Clause *chc.Clause
	// Head are the head atom's arguments (nil for a query).
	Head []A
	// Body are each body atom's arguments.
	Body [][]A
	// read reads the copy's variables out of the last model.
	read func() (chc.Env, error)
}

// Values reads the values of the clause's variables in this copy from
// the model of the encoder's last satisfiable check.
func (c *Copy[A]) Values() (chc.Env, error) { return c.read() }

// DerivNode is the derivation node of the copy: its clause and values
// (children left empty).
func (c *Copy[A]) DerivNode() (*chc.DerivNode, error) {
	env, err := c.read()
	if err != nil {
		return nil, err
	}
	return &chc.DerivNode{Clause: c.Clause, Values: env}, nil
}
