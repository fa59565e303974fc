package main

import (
	"bytes"
	"fmt"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/witness"
	"github.com/horn-chc/horn/z3"
)

type checkCmd struct {
	File    string `arg:"" help:"The system (SMT-LIB2 HORN or Z3 fixedpoint)."`
	Witness string `arg:"" help:"A model (define-fun list, as printed by solve --model) or a derivation (as printed by solve --cex)."`
}

func (c *checkCmd) Run(e *env) error {
	s, err := readSystem(e, c.File)
	if err != nil {
		return err
	}
	src, err := readInput(e, c.Witness)
	if err != nil {
		return err
	}
	if bytes.Contains(src, []byte("(derivation")) {
		d, err := smtlib2.ParseDerivation(c.Witness, src, s)
		if err != nil {
			return inputError{err}
		}
		if err := witness.CheckDerivation(e.ctx, s, d); err != nil {
			return inputError{fmt.Errorf("derivation is not valid: %w", err)}
		}
		_, err = fmt.Fprintln(e.stdout, "valid derivation")
		return err
	}
	m, err := smtlib2.ParseModel(c.Witness, src, s)
	if err != nil {
		return inputError{err}
	}
	if err := witness.CheckModel(e.ctx, s, m, z3.NewSolver); err != nil {
		if witness.Undecided(err) {
			// Not shown invalid either: Z3 gave up (its work bound).
			return inputError{fmt.Errorf("model could not be validated: %w", err)}
		}
		return inputError{fmt.Errorf("model is not valid: %w", err)}
	}
	_, err = fmt.Fprintln(e.stdout, "valid model")
	return err
}
