package replay

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/horn-chc/horn/translate/c/task"
)

// Located is the outcome of a locating replay (Locate) and, when it
// reached reach_error, where the program asked for each value and the
// call of reach_error it entered.
type Located struct {
	Outcome
	Values []Site // the call site of each value the run asked for, in order
	Error  *Site  // the call of reach_error the run entered
}

// Locate replays tr like Replay, on the program's files rewritten so
// that each call site FindSites finds tells the harness its number: a
// nondet call becomes a call of the harness's function of that site,
// which records the site and returns the trace's next value as the
// nondet function does; a call of reach_error first records its site.
// When the run reaches reach_error, the harness reports the site of
// every value and of that call. A value asked for by a call FindSites
// did not see (through a macro's name, a function pointer), or
// reach_error entered so, has no site: Locate says so in an error, as
// it does for a malformed trace, a failed temporary folder or a
// cancelled ctx. Any other ending is the Outcome, as for Replay.
func Locate(ctx context.Context, p Program, tr Trace, opts Options) (Located, error) {
	loc := &locator{}
	o, err := replayWith(ctx, p, tr, opts, loc)
	out := Located{Outcome: o}
	if err != nil || o.Kind != Reached {
		return out, err
	}
	if len(loc.values) != o.Calls {
		return out, fmt.Errorf("replay: the harness recorded %d sites for %d values", len(loc.values), o.Calls)
	}
	for i, k := range loc.values {
		s, ok := loc.site(k)
		if !ok {
			return out, fmt.Errorf("replay: value %d (%s) was asked for by a call the rewrite did not see", i+1, tr.Nondet[i].Func)
		}
		if s.Func != tr.Nondet[i].Func {
			return out, fmt.Errorf("replay: value %d is of %s, its site %s", i+1, tr.Nondet[i].Func, s)
		}
		out.Values = append(out.Values, s)
	}
	s, ok := loc.site(loc.err)
	if !ok || s.Func != errorFunc {
		return out, fmt.Errorf("replay: %s was entered through a call the rewrite did not see", errorFunc)
	}
	out.Error = &s
	return out, nil
}

// locator is the state of a locating replay: the sites of the files, and
// what the harness reported.
type locator struct {
	sites  []Site // site k is sites[k-1]
	values []int  // the site of each value, as reported
	err    int    // the site of the call of reach_error, as reported
}

// site is site number k; 0 is none.
func (l *locator) site(k int) (Site, bool) {
	if k < 1 || k > len(l.sites) {
		return Site{}, false
	}
	return l.sites[k-1], true
}

// rewriteFiles writes each file rewritten into dir (rewrite), numbering
// the sites of all files in turn, and returns the new files and the
// flags that let them include what the originals did.
func (l *locator) rewriteFiles(files []string, m model, dir string) ([]string, []string, error) {
	var out, flags []string
	decls := siteDecls(allFuncs(), m)
	for i, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			return nil, nil, err
		}
		sites := FindSites(f, src)
		text := rewrite(src, sites, len(l.sites)+1, decls)
		l.sites = append(l.sites, sites...)
		name := filepath.Join(dir, fmt.Sprintf("src%d%s", i, filepath.Ext(f)))
		if err := os.WriteFile(name, text, 0o644); err != nil {
			return nil, nil, err
		}
		abs, err := filepath.Abs(filepath.Dir(f))
		if err != nil {
			return nil, nil, err
		}
		out, flags = append(out, name), append(flags, "-I", abs)
	}
	return out, flags, nil
}

// read takes the harness's site records ("v K" per value, "e K" for
// reach_error) from its report and returns the rest.
func (l *locator) read(text string) (string, error) {
	var rest []string
	for _, line := range strings.Split(text, "\n") {
		kind, num, ok := strings.Cut(line, " ")
		if !ok || kind != "v" && kind != "e" {
			rest = append(rest, line)
			continue
		}
		k, err := strconv.Atoi(num)
		if err != nil {
			return "", fmt.Errorf("harness record %q unreadable", line)
		}
		if kind == "v" {
			l.values = append(l.values, k)
		} else {
			l.err = k
		}
	}
	return strings.Join(rest, "\n"), nil
}

// siteType is the C type a site function returns for a nondet function
// of type t: t's own, but for size_t the type it is on the target (a
// preprocessed file is compiled without the predefined macros).
func siteType(t ctype, m model) string {
	if t.c != "__SIZE_TYPE__" {
		return t.c
	}
	if m.dm == task.LP64 {
		return "unsigned long"
	}
	return "unsigned int"
}

// siteDecls is the line of declarations a rewritten file begins with.
func siteDecls(names []string, m model) string {
	var b strings.Builder
	for _, n := range names {
		t, _ := typeOf(n, m)
		fmt.Fprintf(&b, "%s %s(unsigned); ", siteType(t, m), siteFunc(n))
	}
	fmt.Fprintf(&b, "void %s(unsigned);\n", siteError)
	return b.String()
}

// siteHarness is the replaying harness (harness) that also records the
// site of each value and of the call of reach_error, and reports them
// when the run enters reach_error.
func siteHarness(names []string, valuesFile string, m model) string {
	var b strings.Builder
	prelude(&b, names, valuesFile)
	b.WriteString(siteCore)
	b.WriteString(harnessNext("horn_record();\n\t"))
	b.WriteString(hooks("horn_flush_sites();\n\t\t"))
	replayFuncs(&b, names, m)
	for _, n := range names {
		t, _ := typeOf(n, m)
		fmt.Fprintf(&b, "HORN_NOINST %s %s(unsigned site) { horn_site = site; return %s(); }\n", siteType(t, m), siteFunc(n), n)
	}
	fmt.Fprintf(&b, "HORN_NOINST void %s(unsigned site) { horn_err = site; }\n", siteError)
	return b.String()
}

// siteCore keeps the sites: horn_site is the site of the call being
// answered (0 when the call was not rewritten), horn_sites the site of
// each value answered, horn_err the site of the last call of
// reach_error.
const siteCore = `
static unsigned horn_site, horn_err, *horn_sites;

HORN_NOINST static void horn_record(void) {
	if (horn_sites == 0)
		horn_sites = calloc(horn_len + 1, sizeof *horn_sites);
	if (horn_sites == 0)
		horn_report(77, "` + repBadTrace + `\t0\n");
	horn_sites[horn_calls] = horn_site;
	horn_site = 0;
}

HORN_NOINST static void horn_flush_sites(void) {
	FILE *f = fdopen(3, "w");
	unsigned long i;
	if (f == 0)
		return;
	for (i = 0; i < horn_calls; i++)
		fprintf(f, "v %u\n", horn_sites[i]);
	fprintf(f, "e %u\n", horn_err);
	fflush(f);
}
`
