package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/horn-chc/horn/smtlib2"
	"github.com/horn-chc/horn/translate/rts"
)

// translateCmd's subcommands are the translators, each with a from tag
// saying what it reads (help and errors list them from there), and gen.
type translateCmd struct {
	RTS    translateRTSCmd    `cmd:"" name:"rts" from:"resourceful transition systems" help:"Encode a resourceful transition system (.rts text or .json) as CHC-COMP SMT-LIB2 Horn clauses."`
	Boogie translateBoogieCmd `cmd:"" name:"boogie" from:"Boogie programs" help:"Encode a Boogie program (.bpl) as CHC-COMP SMT-LIB2 Horn clauses, a comment naming the Boogie location of each clause."`
	C      translateCCmd      `cmd:"" name:"c" from:"C programs" help:"Encode a C program (.c, .i) as CHC-COMP SMT-LIB2 Horn clauses, a comment naming the C location of each clause."`
	Gen    translateGenCmd    `cmd:"" help:"Generate RTS families with known answers (.rts files and EXPECTED.tsv)."`
}

type translateRTSCmd struct {
	File      string `arg:"" help:"RTS file (.rts text, .json JSON form; '-' for standard input), or with --batch a folder of .rts files."`
	Heap      string `name:"heap" placeholder:"N" help:"Heap bound n (cells 0…n-1), overriding the file's (heap :bound); with --batch a comma-separated list."`
	Encoding  string `name:"encoding" default:"basic" enum:"basic,kripke,arrays" help:"Encoding: basic, kripke or arrays."`
	Worlds    string `name:"worlds" default:"log" help:"Kripke worlds: log, linear (8 steps), linear:M or w1,w2,...,n."`
	Join      string `name:"join" default:"fan" enum:"fan,chain" help:"Kripke join into R_0 at the error vertex: fan or chain."`
	Unbounded bool   `name:"unbounded" help:"Arrays encoding without the f' <= n guard (safety is then unbounded)."`
	Output    string `short:"o" placeholder:"FILE" help:"Write the result to this file instead of standard output."`
	JSON      bool   `name:"json" help:"Print the RTS in its JSON form instead of clauses."`
	Batch     string `name:"batch" placeholder:"OUTDIR" help:"Encode every .rts file of the folder FILE with every encoding (basic, kripke-fan, kripke-chain, arrays) and heap size into OUTDIR."`
}

func (c *translateRTSCmd) Run(e *env) error {
	heaps, err := parseHeaps(c.Heap)
	if err != nil {
		return usageError{err}
	}
	if c.Batch != "" {
		return c.batch(heaps)
	}
	if len(heaps) > 1 {
		return usageError{errors.New("--heap takes one size outside --batch")}
	}
	r, err := readRTS(e, c.File)
	if err != nil {
		return err
	}
	return writeOutput(e.stdout, c.Output, func(w io.Writer) error {
		if c.JSON {
			return r.WriteJSON(w)
		}
		n := 0
		if len(heaps) == 1 {
			n = heaps[0]
		}
		opt, err := c.options(r, n, c.Encoding, c.Join)
		if err != nil {
			return err
		}
		return encodeTo(w, r, opt)
	})
}

// parseHeaps reads --heap: empty, or a comma-separated list of positive sizes.
func parseHeaps(s string) ([]int, error) {
	if s == "" {
		return nil, nil
	}
	var hs []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 {
			return nil, fmt.Errorf("bad --heap %q: want positive sizes, comma-separated", s)
		}
		hs = append(hs, n)
	}
	return hs, nil
}

// options builds the encoder options for heap size n (0: the file's bound).
func (c *translateRTSCmd) options(r *rts.RTS, n int, encoding, join string) (rts.Options, error) {
	opt := rts.Options{Heap: n}
	switch encoding {
	case "kripke":
		opt.Encoding = rts.Kripke
	case "arrays":
		opt.Encoding = rts.Arrays
		opt.Unbounded = c.Unbounded
	}
	if c.Unbounded && c.Batch == "" && opt.Encoding != rts.Arrays {
		return opt, usageError{errors.New("--unbounded is only for --encoding arrays")}
	}
	if join == "chain" {
		opt.Join = rts.Chain
	}
	if opt.Encoding == rts.Kripke {
		bound := n
		if bound == 0 {
			bound = r.Heap.Bound
		}
		if bound < 1 {
			return opt, inputError{fmt.Errorf("%s: no heap bound: give (heap :bound N) or --heap", r.Name)}
		}
		ws, err := rts.ParseWorlds(c.Worlds, bound)
		if err != nil {
			return opt, usageError{fmt.Errorf("--worlds: %w", err)}
		}
		opt.Worlds = ws
	}
	return opt, nil
}

func encodeTo(w io.Writer, r *rts.RTS, opt rts.Options) error {
	s, err := rts.Encode(r, opt)
	if err != nil {
		return inputError{err}
	}
	return smtlib2.WriteSystem(w, s)
}

// readRTS reads the text form, or the JSON form for a .json file or input
// starting with '{'.
func readRTS(e *env, path string) (*rts.RTS, error) {
	src, err := readInput(e, path)
	if err != nil {
		return nil, err
	}
	var r *rts.RTS
	if strings.HasSuffix(path, ".json") || bytes.HasPrefix(bytes.TrimSpace(src), []byte("{")) {
		r, err = rts.ParseJSON(path, src)
	} else {
		r, err = rts.Parse(path, src)
	}
	if err != nil {
		return nil, inputError{err}
	}
	return r, nil
}

// writeOutput runs write on stdout, or on the file path when one is given.
func writeOutput(stdout io.Writer, path string, write func(io.Writer) error) error {
	out := stdout
	var f *os.File
	if path != "" {
		var err error
		if f, err = os.Create(path); err != nil {
			return fmt.Errorf("writing the result: %w", err)
		}
		defer f.Close()
		out = f
	}
	w := bufio.NewWriter(out)
	if err := write(w); err != nil {
		return err
	}
	if err := w.Flush(); err != nil {
		return err
	}
	if f != nil {
		if err := f.Close(); err != nil {
			return fmt.Errorf("writing the result: %w", err)
		}
	}
	return nil
}

// batchEncodings are the files written per RTS and heap size in batch mode.
var batchEncodings = []struct{ suffix, encoding, join string }{
	{"basic", "basic", "fan"},
	{"kripke-fan", "kripke", "fan"},
	{"kripke-chain", "kripke", "chain"},
	{"arrays", "arrays", "fan"},
}

func (c *translateRTSCmd) batch(heaps []int) error {
	files, err := filepath.Glob(filepath.Join(c.File, "*.rts"))
	if err != nil || len(files) == 0 {
		return inputError{fmt.Errorf("%s: no .rts files", c.File)}
	}
	sort.Strings(files)
	if err := os.MkdirAll(c.Batch, 0o755); err != nil {
		return err
	}
	for _, path := range files {
		if err := c.batchFile(path, heaps); err != nil {
			return err
		}
	}
	return nil
}

func (c *translateRTSCmd) batchFile(path string, heaps []int) error {
	src, err := os.ReadFile(path)
	if err != nil {
		return inputError{err}
	}
	r, err := rts.Parse(path, src)
	if err != nil {
		return inputError{err}
	}
	ns := heaps
	if len(ns) == 0 {
		if r.Heap.Bound < 1 {
			return inputError{fmt.Errorf("%s: no heap bound: give (heap :bound N) or --heap", path)}
		}
		ns = []int{r.Heap.Bound}
	}
	name := strings.TrimSuffix(filepath.Base(path), ".rts")
	for _, n := range ns {
		for _, be := range batchEncodings {
			suffix := be.suffix
			if be.encoding == "arrays" && c.Unbounded {
				suffix = "arrays-unbounded"
			}
			opt, err := c.options(r, n, be.encoding, be.join)
			if err != nil {
				return err
			}
			out := filepath.Join(c.Batch, fmt.Sprintf("%s.n%d.%s.smt2", name, n, suffix))
			if err := writeOutput(nil, out, func(w io.Writer) error { return encodeTo(w, r, opt) }); err != nil {
				return err
			}
		}
	}
	return nil
}
