package cgen

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/horn-chc/horn/translate/c/replay"
)

// Decl is the C declaration of v with its value, e.g.
// "volatile unsigned char v0 = ((unsigned char)200);". Volatile keeps the
// compiler from folding the expression at compile time.
func Decl(v *Var, tg Target) string {
	return fmt.Sprintf("volatile %s %s = %s;", v.T, v.Name, NewConst(v.Value, v.T, tg))
}

// Program is a C program that prints the value of each case, one decimal
// number a line, in order: each case is a function declaring its
// variables and printing its expression.
func Program(cases []*Case, tg Target) string {
	var b strings.Builder
	b.WriteString("#include <stdio.h>\n\n")
	for i, c := range cases {
		fmt.Fprintf(&b, "static void e%d(void) {\n", i)
		for _, v := range c.Vars {
			fmt.Fprintf(&b, "\t%s\n", Decl(v, tg))
		}
		if tg.Signed(c.Expr.Type()) {
			fmt.Fprintf(&b, "\tprintf(\"%%lld\\n\", (long long)%s);\n}\n\n", c.Expr)
		} else {
			fmt.Fprintf(&b, "\tprintf(\"%%llu\\n\", (unsigned long long)%s);\n}\n\n", c.Expr)
		}
	}
	b.WriteString("int main(void) {\n")
	for i := range cases {
		fmt.Fprintf(&b, "\te%d();\n", i)
	}
	b.WriteString("\treturn 0;\n}\n")
	return b.String()
}

// CompileAndEvaluate prints the cases as one program, compiles it with c
// (which fixes the data model), runs it and returns the values it printed.
// With sanitize, the program is built with -fsanitize=undefined and stops
// at the first undefined behaviour, which makes the run fail.
func CompileAndEvaluate(ctx context.Context, c *replay.Compiler, cases []*Case, sanitize bool) ([]*big.Int, error) {
	tg := Target{Model: c.DataModel, CharSigned: c.CharSigned}
	dir, err := os.MkdirTemp("", "horn-cgen-")
	if err != nil {
		return nil, fmt.Errorf("cgen: %w", err)
	}
	defer os.RemoveAll(dir)
	src := filepath.Join(dir, "exprs.c")
	if err := os.WriteFile(src, []byte(Program(cases, tg)), 0o644); err != nil {
		return nil, fmt.Errorf("cgen: %w", err)
	}
	exe := filepath.Join(dir, "exprs")
	args := append(append([]string{}, c.Flags...), "-O0", "-w", src, "-o", exe)
	if sanitize {
		args = append(args, "-fsanitize=undefined", "-fno-sanitize-recover=all")
	}
	if err := command(ctx, dir, nil, c.Path, args...); err != nil {
		return nil, fmt.Errorf("cgen: compiling: %w", err)
	}
	var out bytes.Buffer
	if err := command(ctx, dir, &out, exe); err != nil {
		return nil, fmt.Errorf("cgen: running: %w", err)
	}
	return parseValues(out.Bytes(), len(cases))
}

func command(ctx context.Context, dir string, stdout io.Writer, name string, args ...string) error {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = stdout, &stderr
	if err := cmd.Run(); err != nil {
		msg := stderr.String()
		if len(msg) > 4000 {
			msg = msg[:4000] + "…"
		}
		return fmt.Errorf("%w: %s", err, strings.TrimSpace(msg))
	}
	return nil
}

func parseValues(out []byte, n int) ([]*big.Int, error) {
	var vals []*big.Int
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		v, ok := new(big.Int).SetString(strings.TrimSpace(sc.Text()), 10)
		if !ok {
			return nil, fmt.Errorf("cgen: line %d of the output: %q is not a number", len(vals)+1, sc.Text())
		}
		vals = append(vals, v)
	}
	if len(vals) != n {
		return nil, fmt.Errorf("cgen: the program printed %d values for %d cases", len(vals), n)
	}
	return vals, nil
}
