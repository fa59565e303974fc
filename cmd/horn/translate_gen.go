package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/horn-chc/horn/translate/rts/gen"
)

type translateGenCmd struct {
	Family  string `default:"all" help:"Family to generate (${families}), or all."`
	Size    []int  `default:"2" sep:"," help:"Sizes K (comma-separated, each ≥ 1)."`
	Variant string `default:"both" enum:"safe,unsafe,both" help:"Which variants: safe, unsafe or both."`
	Seed    int64  `default:"1" help:"Seed for the harmless details (vertex ids, store order, noise); never changes an answer."`
	Out     string `required:"" type:"path" placeholder:"DIR" help:"Folder for NAME.rts files and EXPECTED.tsv (created)."`
}

// expectedHeader is the first line of EXPECTED.tsv: an unsafe instance is
// unsat with a heap of n cells iff n ≥ min_heap; a safe one is sat for all n.
const expectedHeader = "file\tfamily\tsize\tsafe\tmin_heap"

func (c *translateGenCmd) Run(e *env) error {
	fams, err := c.families()
	if err != nil {
		return err
	}
	for _, k := range c.Size {
		if k < 1 {
			return usageError{fmt.Errorf("--size %d: sizes are ≥ 1", k)}
		}
	}
	if err := os.MkdirAll(c.Out, 0o755); err != nil {
		return err
	}
	rows := []string{expectedHeader}
	for _, f := range fams {
		for _, k := range c.Size {
			for _, safe := range c.variants() {
				in := gen.Generate(f, k, safe, c.Seed)
				file := in.Name() + ".rts"
				if err := writeRTS(filepath.Join(c.Out, file), in); err != nil {
					return err
				}
				rows = append(rows, fmt.Sprintf("%s\t%s\t%d\t%v\t%d", file, in.Family, in.Size, in.Safe, in.MinHeap))
			}
		}
	}
	if err := os.WriteFile(filepath.Join(c.Out, "EXPECTED.tsv"), []byte(strings.Join(rows, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(e.stderr, "wrote %d RTS files and EXPECTED.tsv to %s\n", len(rows)-1, c.Out)
	return nil
}

func (c *translateGenCmd) families() ([]gen.Family, error) {
	if c.Family == "all" {
		return gen.Families(), nil
	}
	f, ok := gen.Lookup(c.Family)
	if !ok {
		return nil, usageError{fmt.Errorf("unknown family %q (have: %s, all)", c.Family, strings.Join(gen.Names(), ", "))}
	}
	return []gen.Family{f}, nil
}

func (c *translateGenCmd) variants() []bool {
	switch c.Variant {
	case "safe":
		return []bool{true}
	case "unsafe":
		return []bool{false}
	}
	return []bool{true, false}
}

func writeRTS(path string, in gen.Instance) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(f, "; %s: family %s, size %d, seed %d; expected: %s\n", filepath.Base(path), in.Family, in.Size, in.Seed, expectation(in))
	if err := in.RTS.WriteText(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// expectation says the answer as a function of the heap size n.
func expectation(in gen.Instance) string {
	if in.Safe {
		return "sat for every heap size n"
	}
	return fmt.Sprintf("unsat iff n >= %d (sat for smaller heaps)", in.MinHeap)
}
