package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/horn-chc/horn/translate/boogie"
)

// frontEnd is verify's reader of one programming language: the file
// extensions it claims and the run that translates, solves and prints; nil
// run means the language is known but this build has no translator for it.
type frontEnd struct {
	lang string
	exts []string
	run  func(c *verifyCmd, e *env) error
}

// frontEnds is the one place verify picks a language by the file's
// extension. Standard input and other extensions are Boogie.
var frontEnds = []frontEnd{
	{lang: "Boogie", exts: []string{".bpl"}, run: (*verifyCmd).runBoogie},
	{lang: "C", exts: []string{".c", ".i"}, run: (*verifyCmd).runC},
	{lang: "SV-COMP task", exts: []string{".yml", ".yaml"}, run: (*verifyCmd).runTask},
}

// verifyBoogie translates verify's Boogie input with its options.
func verifyBoogie(ctx context.Context, e *env, c *verifyCmd) (*boogie.Translation, error) {
	return translateBoogie(e, c.File, boogie.Options{Entry: c.Entry, DropQuantifiedAxioms: c.Drop, Decide: decider(ctx)})
}

// frontEndOf is the front end for path, or an input error naming the
// language when this build cannot verify it.
func frontEndOf(path string) (frontEnd, error) {
	ext := strings.ToLower(filepath.Ext(path))
	for _, fe := range frontEnds {
		for _, x := range fe.exts {
			if x != ext {
				continue
			}
			if fe.run == nil {
				return fe, inputError{fmt.Errorf("%s: %s programs (%s) are not supported by this build of horn: verify reads %s", path, fe.lang, strings.Join(fe.exts, ", "), supportedLangs())}
			}
			return fe, nil
		}
	}
	return frontEnds[0], nil
}

// supportedLangs is "Boogie (.bpl)", for every front end of this build.
func supportedLangs() string {
	var parts []string
	for _, fe := range frontEnds {
		if fe.run != nil {
			parts = append(parts, fmt.Sprintf("%s (%s)", fe.lang, strings.Join(fe.exts, ", ")))
		}
	}
	return strings.Join(parts, ", ")
}
