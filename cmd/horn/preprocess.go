package main

import (
	"bufio"
	"fmt"
	"os"

	"github.com/horn-chc/horn/preprocess"
	"github.com/horn-chc/horn/smtlib2"
)

type preprocessCmd struct {
	File   string    `arg:"" help:"SMT-LIB2 HORN or Z3 fixedpoint file ('-' for standard input)."`
	Passes string    `name:"passes" default:"default" help:"Passes, comma-separated: ${passes}."`
	Stats  statsFlag `short:"s" help:"Print the per-pass table (clauses, predicates, arguments before and after; time) to stderr: --stats as aligned text, --stats=json as one JSON object."`
	Output string    `short:"o" placeholder:"FILE" help:"Write the result to this file instead of standard output."`
}

func (c *preprocessCmd) Run(e *env) error {
	s, err := readSystem(e, c.File)
	if err != nil {
		return err
	}
	pipe, err := preprocess.Named(c.Passes)
	if err != nil {
		return usageError{err}
	}
	r, err := pipe.Run(e.ctx, s)
	if err != nil {
		return fmt.Errorf("preprocessing %s: %w", c.File, err)
	}
	out := e.stdout
	if c.Output != "" {
		f, err := os.Create(c.Output)
		if err != nil {
			return fmt.Errorf("writing the result: %w", err)
		}
		defer f.Close()
		out = f
	}
	w := bufio.NewWriter(out)
	if err := smtlib2.WriteSystem(w, r.System); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if c.Output != "" {
		if err := out.(*os.File).Close(); err != nil {
			return fmt.Errorf("writing the result: %w", err)
		}
	}
	switch c.Stats {
	case statsText:
		return preprocess.WriteStats(e.stderr, r.Stats)
	case statsJSON:
		return writeStatsJSON(e.stderr, "", nil, []passTable{newPassTable(c.Passes, r.Stats)})
	}
	return nil
}
