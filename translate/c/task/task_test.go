package task

import (
	"bufio"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
)

func TestReadOne(t *testing.T) {
	tk, err := Read("testdata/prog/one.yml")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{filepath.Join("testdata", "prog", "a.c")}; !slices.Equal(tk.InputFiles, want) {
		t.Errorf("inputs %v, want %v", tk.InputFiles, want)
	}
	if tk.DataModel != ILP32 || tk.Language != "C" {
		t.Errorf("options %v %q", tk.DataModel, tk.Language)
	}
	type row struct {
		name  string
		kind  Kind
		want  Verdict
		sub   string
		entry string
		line  int
	}
	rows := []row{
		{"unreach-call", UnreachCall, False, "", "main", 7},
		{"valid-memsafety", Unknown, True, "valid-deref", "", 9},
		{"coverage-branches", Unknown, NoVerdict, "", "", 12},
		// Named like nothing horn knows, but its text is unreach-call.
		{"renamed", UnreachCall, True, "", "start", 13},
	}
	if len(tk.Properties) != len(rows) {
		t.Fatalf("%d properties, want %d: %+v", len(tk.Properties), len(rows), tk.Properties)
	}
	for i, r := range rows {
		p := tk.Properties[i]
		if p.Name != r.name || p.Kind != r.kind || p.Expected != r.want || p.Subproperty != r.sub || p.Entry != r.entry || p.Line != r.line {
			t.Errorf("property %d = %+v, want %+v", i, p, r)
		}
	}
	p, ok := tk.Property(UnreachCall)
	if !ok || p.Name != "unreach-call" {
		t.Errorf("Property(UnreachCall) = %+v, %v", p, ok)
	}
	if _, ok := tk.Property(NoOverflow); ok {
		t.Error("found a no-overflow property the file does not have")
	}
	err = tk.Check()
	if err == nil || !strings.Contains(err.Error(), "one.yml:9:5: unknown property valid-memsafety/valid-deref") ||
		!strings.Contains(err.Error(), "one.yml:12:5: unknown property coverage-branches") {
		t.Errorf("Check = %v", err)
	}
}

func TestReadList(t *testing.T) {
	tk, err := Read("testdata/prog/list.yml")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join("testdata", "prog", "a.c"), filepath.Join("testdata", "prog", "b.c")}
	if !slices.Equal(tk.InputFiles, want) || tk.DataModel != LP64 {
		t.Errorf("inputs %v model %v", tk.InputFiles, tk.DataModel)
	}
	if len(tk.Properties) != 2 || tk.Properties[0].Kind != NoOverflow || tk.Properties[0].Expected != True {
		t.Fatalf("properties %+v", tk.Properties)
	}
	// The property file is missing: recognised by its name.
	if p := tk.Properties[1]; p.Kind != UnreachCall || p.Expected != NoVerdict {
		t.Errorf("missing file's property %+v", p)
	}
	if err := tk.Check(); err != nil {
		t.Errorf("Check: %v", err)
	}
}

func TestErrors(t *testing.T) {
	for file, want := range map[string][]string{
		"testdata/prog/bad-verdict.yml": {
			`bad-verdict.yml:5:23: expected_verdict "maybe": want true or false`,
			`bad-verdict.yml:8:15: unknown data model "ILP16"`,
		},
		"testdata/prog/no-input.yml": {
			`no-input.yml:1:17: format_version "1.0": only 2.0 is read`,
			`no-input.yml:1:1: no input_files`,
		},
		"testdata/prog/absent.yml": {"no such file"},
	} {
		_, err := Read(file)
		if err == nil {
			t.Errorf("%s: no error", file)
			continue
		}
		for _, w := range want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q lacks %q", file, err, w)
			}
		}
	}
	for _, src := range []string{"", "- a\n- b\n", "input_files: [\n", "format_version: '2.0'\ninput_files: {a: b}\n"} {
		if _, err := Parse("x.yml", []byte(src)); err == nil {
			t.Errorf("Parse(%q): no error", src)
		}
	}
}

func TestKindOfText(t *testing.T) {
	for text, want := range map[string]Kind{
		"CHECK( init(main()), LTL(G ! call(reach_error())) )\n": UnreachCall,
		"CHECK(init(main()),LTL(G !call(reach_error())))":       UnreachCall,
		"CHECK( init(main()), LTL(G ! overflow) )":              NoOverflow,
		"CHECK( init(main()), LTL(G ! call(abort())) )":         Unknown,
		"CHECK( init(main()), LTL(F end) )":                     Unknown,
		"":                                                      Unknown,
	} {
		if got, _ := KindOfText(text); got != want {
			t.Errorf("KindOfText(%q) = %v, want %v", text, got, want)
		}
	}
}

// TestBenchmarks reads every task of the benchmark folder and checks it
// against EXPECTED.tsv, which lists each task's input, expected
// unreach-call verdict and data model independently of the .yml files.
func TestBenchmarks(t *testing.T) {
	dir := benchdata.Dir(t, "c")
	f, err := os.Open(filepath.Join(dir, "EXPECTED.tsv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	n := 0
	for sc.Scan() {
		col := strings.Split(sc.Text(), "\t")
		if len(col) < 4 {
			t.Fatalf("EXPECTED.tsv: short row %q", sc.Text())
		}
		n++
		tk, err := Read(filepath.Join(dir, col[0]))
		if err != nil {
			t.Errorf("%s: %v", col[0], err)
			continue
		}
		if len(tk.InputFiles) != 1 || tk.InputFiles[0] != filepath.Join(dir, col[1]) {
			t.Errorf("%s: inputs %v, want %s", col[0], tk.InputFiles, col[1])
		}
		if _, err := os.Stat(tk.InputFiles[0]); err != nil {
			t.Errorf("%s: %v", col[0], err)
		}
		p, ok := tk.Property(UnreachCall)
		if !ok || p.Expected.String() != col[2] || p.Entry != "main" {
			t.Errorf("%s: unreach-call %+v, want expected %s", col[0], p, col[2])
		}
		if tk.DataModel.String() != col[3] || tk.Language != "C" {
			t.Errorf("%s: %v %q, want %s C", col[0], tk.DataModel, tk.Language, col[3])
		}
	}
	ymls, _ := filepath.Glob(filepath.Join(dir, "*", "*.yml"))
	if n == 0 || n != len(ymls) {
		t.Errorf("EXPECTED.tsv lists %d tasks, the folder has %d", n, len(ymls))
	}
	t.Logf("%d tasks read", n)
}
