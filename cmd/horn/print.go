package main

import (
	"bufio"

	"github.com/horn-chc/horn/smtlib2"
)

type printCmd struct {
	File string `arg:"" help:"SMT-LIB2 HORN or Z3 fixedpoint file ('-' for standard input)."`
}

func (c *printCmd) Run(e *env) error {
	s, err := readSystem(e, c.File)
	if err != nil {
		return err
	}
	w := bufio.NewWriter(e.stdout)
	if err := smtlib2.WriteSystem(w, s); err != nil {
		return err
	}
	return w.Flush()
}
