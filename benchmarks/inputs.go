package benchmarks

import (
	"bufio"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// Inputs expands benchmark arguments into a sorted list of files without
// duplicates. An argument is a folder (every .smt2 and .yml file below it), a glob
// pattern, a .smt2 file, an SV-COMP task (.yml; a folder gives its .yml
// files too), or a list file (any other file: one path per line,
// blank lines and lines starting with # ignored, relative paths taken from
// the current directory).
func Inputs(args []string) ([]string, error) {
	seen := map[string]bool{}
	var files []string
	add := func(f string) {
		if !seen[f] {
			seen[f] = true
			files = append(files, f)
		}
	}
	for _, a := range args {
		fs, err := expand(a)
		if err != nil {
			return nil, err
		}
		for _, f := range fs {
			add(f)
		}
	}
	sort.Strings(files)
	return files, nil
}

func expand(arg string) ([]string, error) {
	if strings.ContainsAny(arg, "*?[") {
		m, err := filepath.Glob(arg)
		if err != nil {
			return nil, fmt.Errorf("pattern %s: %w", arg, err)
		}
		if len(m) == 0 {
			return nil, fmt.Errorf("pattern %s matches no file", arg)
		}
		return m, nil
	}
	st, err := os.Stat(arg)
	switch {
	case err != nil:
		return nil, fmt.Errorf("benchmark input: %w", err)
	case st.IsDir():
		return walkSMT2(arg)
	case strings.HasSuffix(arg, ".smt2") || IsTask(arg):
		return []string{filepath.Clean(arg)}, nil
	}
	return readList(arg)
}

func walkSMT2(dir string) ([]string, error) {
	var out []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".smt2") || IsTask(p)) {
			out = append(out, p)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("listing %s: %w", dir, err)
	}
	return out, nil
}

func readList(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("list file: %w", err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		if l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, filepath.Clean(l))
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("list file %s: %w", path, err)
	}
	return out, nil
}
