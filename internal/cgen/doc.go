// Package cgen generates random well-typed C integer expressions, evaluates
// them exactly in Go with C's semantics, and compiles and runs them with the
// system's C compiler, for differential tests of horn's C front end and of
// this package's own evaluator.
//
// An expression is a tree of Const, Var, Unary, Binary, Cond and Cast nodes
// over the integer types (_Bool, char, signed and unsigned char, short,
// int, long and long long, signed and unsigned), with + - * / % << >> & | ^
// ~ ! unary - and +, the six comparisons, && ||, ?: and casts. Each node
// carries its C type for the Target (data model ILP32 or LP64 and the sign
// of plain char), computed with C's integer promotions and usual arithmetic
// conversions. Its String is C source, fully parenthesised, which a C
// parser reads back to the same tree shape.
//
// A Case is one expression with its variables (name, type, value) and its
// value. Variables have fixed values, and the generator keeps an expression
// only if evaluating it with those values has no undefined behaviour: no
// signed overflow (in + - * unary -, / and %), no division by zero, no
// shift by a negative amount or by the promoted left operand's width or
// more, no left shift of a negative value or one whose result does not fit.
// Operands that would overflow are retried with other operators or
// converted to unsigned. Two implementation-defined behaviours are allowed,
// with GCC's and Clang's documented choice: converting an out-of-range value
// to a signed type wraps modulo 2^width, and >> of a negative value shifts
// arithmetically. Every operand of && || ?: is free of undefined behaviour
// whether or not it is evaluated.
//
// Eval is the reference evaluator; Program prints cases as one C program
// that prints each value; CompileAndEvaluate builds (with -m32 for ILP32)
// and runs it, and returns the values the compiled program printed.
//
//	g := cgen.New(1, cgen.Target{Model: task.ILP32, CharSigned: true})
//	c := g.Case()
//	fmt.Println(c.Expr, "=", c.Value) // e.g. ((v0 << 3) ^ 7u) = 4294967290
package cgen
