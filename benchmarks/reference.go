package benchmarks

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
)

// A Reference holds the expected status of benchmark files, read from a
// CSV file with at least the columns set, file and status (as
// ../shared/benchmarks/reference.csv). A file is looked up by its folder
// name and base name, or by base name alone when that is unambiguous.
type Reference struct {
	bySetFile map[[2]string]string
	byFile    map[string]string // "" marks an ambiguous base name
}

// ReadReference reads one or more reference CSV files into one Reference
// (as ../shared/benchmarks/reference.csv and the set folders' own); a
// file listed twice with different statuses is an error.
func ReadReference(paths ...string) (*Reference, error) {
	ref := &Reference{bySetFile: map[[2]string]string{}, byFile: map[string]string{}}
	for _, path := range paths {
		if err := ref.read(path); err != nil {
			return nil, err
		}
	}
	return ref, nil
}

// read adds the rows of one reference CSV file.
func (ref *Reference) read(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("reference: %w", err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return fmt.Errorf("reference %s: %w", path, err)
	}
	col := map[string]int{}
	if len(recs) > 0 {
		for i, h := range recs[0] {
			col[h] = i
		}
	}
	si, okS := col["set"]
	fi, okF := col["file"]
	ti, okT := col["status"]
	if !okS || !okF || !okT {
		return fmt.Errorf("reference %s: want columns set, file and status", path)
	}
	for i, r := range recs[1:] {
		file := filepath.Base(r[fi])
		key := [2]string{r[si], file}
		if old, dup := ref.bySetFile[key]; dup && old != r[ti] {
			return fmt.Errorf("reference %s:%d: %s/%s is %s, but %s before", path, i+2, r[si], file, r[ti], old)
		}
		ref.bySetFile[key] = r[ti]
		if old, dup := ref.byFile[file]; dup && old != r[ti] {
			ref.byFile[file] = ""
		} else {
			ref.byFile[file] = r[ti]
		}
	}
	return nil
}

// Expected returns the reference status of file (sat, unsat, unknown) or
// "" when the reference does not list it. A nil Reference lists nothing.
func (ref *Reference) Expected(file string) string {
	if ref == nil {
		return ""
	}
	base := filepath.Base(file)
	if s, ok := ref.bySetFile[[2]string{Set(file), base}]; ok {
		return s
	}
	return ref.byFile[base]
}

// Judge sets r.Expected and r.Wrong: an answer is wrong when it is sat or
// unsat and the reference says the other.
func (ref *Reference) Judge(r *Result) {
	r.Expected = ref.Expected(r.File)
	r.Wrong = (r.Answer == Sat && r.Expected == Unsat) || (r.Answer == Unsat && r.Expected == Sat)
}
