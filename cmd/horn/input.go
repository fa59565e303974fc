package main

import (
	"context"
	"fmt"
	"io"
	"os"

	"github.com/horn-chc/horn/chc"
	"github.com/horn-chc/horn/smtlib2"
)

// readSystem reads a system from path ("-" is standard input).
func readSystem(e *env, path string) (*chc.System, error) {
	sc, err := readScript(e.ctx, e, path)
	if err != nil {
		return nil, err
	}
	return sc.System, nil
}

// readScript reads a system with what its commands ask for; a done ctx
// stops the reading (the error wraps ctx's).
func readScript(ctx context.Context, e *env, path string) (*smtlib2.Script, error) {
	src, err := readInput(e, path)
	if err != nil {
		return nil, err
	}
	sc, err := smtlib2.ParseScriptContext(ctx, path, src)
	if err != nil {
		if ctx.Err() != nil {
			return nil, err
		}
		return nil, inputError{err}
	}
	return sc, nil
}

func readInput(e *env, path string) ([]byte, error) {
	var src []byte
	var err error
	if path == "-" {
		src, err = io.ReadAll(e.stdin)
	} else {
		src, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, inputError{fmt.Errorf("reading %s: %w", path, err)}
	}
	return src, nil
}
