package benchmarks

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"html"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// checkWellFormed fails t unless doc parses as strict XML: every element
// closed, attributes quoted, text escaped.
func checkWellFormed(t *testing.T, doc []byte) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(doc))
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			line := bytes.Count(doc[:d.InputOffset()], []byte("\n")) + 1
			t.Fatalf("not well-formed at line %d: %v", line, err)
		}
		switch tok.(type) {
		case xml.StartElement:
			depth++
		case xml.EndElement:
			depth--
		}
	}
	if depth != 0 {
		t.Fatalf("%d elements left open", depth)
	}
}

// fileRows returns the first cell of each body row of the table with the
// given id.
func fileRows(t *testing.T, doc, id string) []string {
	t.Helper()
	i := strings.Index(doc, `<table class="sortable" id="`+id+`">`)
	if i < 0 {
		t.Fatalf("no table %s", id)
	}
	table := doc[i:]
	table = table[strings.Index(table, "<tbody>"):strings.Index(table, "</tbody>")]
	var out []string
	for _, m := range regexp.MustCompile(`<tr[^>]*><td[^>]*>([^<]*)</td>`).FindAllStringSubmatch(table, -1) {
		out = append(out, m[1])
	}
	return out
}

func TestWriteHTML(t *testing.T) {
	rs := handResults()
	rs[7].Detail = `a <bad> & "quoted" detail`
	var b bytes.Buffer
	if err := WriteHTML(&b, rs, ReportOptions{Baseline: "z3"}); err != nil {
		t.Fatal(err)
	}
	doc := b.String()
	checkWellFormed(t, b.Bytes())
	if got := strings.Join(fileRows(t, doc, "files"), " "); got != "arr/c lin/a lin/b" {
		t.Errorf("per-file rows %q, want arr/c lin/a lin/b", got)
	}
	if got := strings.Join(fileRows(t, doc, "summary"), " "); got != "golem horn z3" {
		t.Errorf("summary rows %q, want golem horn z3", got)
	}
	for _, want := range []string{
		`<td class="wrong" title="">WRONG</td>`,                   // z3 on lin/b
		`<td class="wrong" title="">invalid witness</td>`,         // horn on arr/c
		`<tr class="conflict"><td title="lin/b">lin/b</td>`,       // horn unsat, z3 sat
		"CPU time of the solver over that of <b>z3</b>",           // the baseline
		`title="a &lt;bad&gt; &amp; &#34;quoted&#34; detail"`,     // escaped
		`<svg class="plot" role="img"`, `id="scatter-horn-vs-z3"`, // inline plots
		"WRONG: z3 answered sat on lin/b",
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("report.html lacks %q", want)
		}
	}
	// horn against z3: both solved lin/a, horn in 1 s, z3 in 2 s.
	if !regexp.MustCompile(`<td[^>]*>horn</td>(<td[^>]*>[^<]*</td>){15}<td class="n">1</td><td class="n" data-v="0.5">0.50</td>`).MatchString(doc) {
		t.Errorf("horn's ratio against z3 is not 1 file, 0.50:\n%s", doc[strings.Index(doc, `id="summary"`):strings.Index(doc, `id="sets"`)])
	}
	if err := WriteHTML(io.Discard, rs, ReportOptions{Baseline: "cvc5"}); err == nil || !strings.Contains(err.Error(), "baseline solver cvc5") {
		t.Errorf("unknown baseline: %v", err)
	}
	var empty bytes.Buffer
	if err := WriteHTML(&empty, nil, ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	checkWellFormed(t, empty.Bytes())
}

// chromium returns a headless browser to run, or "" when there is none:
// $HORN_CHROMIUM, else chromium, chromium-browser or google-chrome on PATH.
func chromium() string {
	if p := os.Getenv("HORN_CHROMIUM"); p != "" {
		return p
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// runChromium runs the browser headless on url with args, as a machine
// without network or display wants it, and returns its stdout.
func runChromium(t *testing.T, browser, url string, args ...string) []byte {
	t.Helper()
	return runChromiumEnv(t, browser, url, nil, args...)
}

// runChromiumEnv is runChromium with variables added to the environment.
func runChromiumEnv(t *testing.T, browser, url string, env []string, args ...string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	all := append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir=" + t.TempDir()}, args...)
	cmd := exec.CommandContext(ctx, browser, append(all, url)...)
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s: %v\n%s", browser, err, stderr.String())
	}
	return stdout.Bytes()
}

// TestHTMLInChromium renders report.html in headless Chromium: the script
// runs (it marks the body) and sorts the per-file table as the address
// asks, and a screenshot shows the page. It skips when there is no browser
// (Debian: apt-get install chromium).
func TestHTMLInChromium(t *testing.T) {
	browser := chromium()
	if browser == "" {
		t.Skip("no chromium, chromium-browser or google-chrome on PATH (and HORN_CHROMIUM unset)")
	}
	dir := t.TempDir()
	if _, err := WriteReports(dir, handResults(), ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	url := "file://" + filepath.Join(dir, HTMLFile)
	// Column 4 of the per-file table is golem's CPU time: lin/a 10 s,
	// lin/b 4 s, arr/c 0.1 s.
	dom := string(runChromium(t, browser, url+"#sort=files:4:desc", "--dump-dom"))
	if !strings.Contains(dom, `data-ready="1"`) {
		t.Fatalf("the report's script did not run to its end:\n%s", dom)
	}
	if got := strings.Join(fileRows(t, dom, "files"), " "); got != "lin/a lin/b arr/c" {
		t.Errorf("sorted by golem's CPU time, descending: %q, want lin/a lin/b arr/c", got)
	}
	shot := filepath.Join(dir, "screenshot.png")
	runChromium(t, browser, url, "--screenshot="+shot, "--window-size=1280,1600", "--hide-scrollbars")
	f, err := os.Open(shot)
	if errors.Is(err, os.ErrNotExist) {
		t.Fatal("no screenshot")
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if img.Bounds().Dx() != 1280 || inked(img) < 20000 {
		t.Errorf("screenshot %v with %d inked pixels", img.Bounds(), inked(img))
	}
}

// measureScript, added to a report, writes into the page, for each text of
// each plot, how far (CSS pixels) its rendered box reaches past the right
// edge of its plot: TEXT<tab>OVERFLOW lines in <pre id="measure">.
const measureScript = `<script>
(function () {
  var lines = [];
  document.querySelectorAll("svg.plot").forEach(function (svg) {
    var right = svg.getBoundingClientRect().right;
    svg.querySelectorAll("text").forEach(function (t) {
      var over = t.getBoundingClientRect().right - right;
      lines.push(t.textContent + "\t" + over.toFixed(2) + "\t" + t.getComputedTextLength().toFixed(2));
    });
  });
  var pre = document.createElement("pre");
  pre.id = "measure";
  pre.textContent = lines.join("\n");
  document.body.appendChild(pre);
})();
</script>
`

// onlyFonts writes a fontconfig file that gives the browser the fonts of
// dir alone, and returns the environment that makes it use the file.
func onlyFonts(t *testing.T, dir string) []string {
	t.Helper()
	tmp := t.TempDir()
	conf := filepath.Join(tmp, "fonts.conf")
	text := `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>` + dir + `</dir><cachedir>` + filepath.Join(tmp, "cache") + `</cachedir></fontconfig>
`
	if err := os.WriteFile(conf, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return []string{"FONTCONFIG_FILE=" + conf}
}

// TestPlotTextFitsInChromium renders the report's plots in headless
// Chromium and measures every text of them in the page: none may reach
// past its plot's right edge. The legend sits at the right edge and was
// sized for the font the SVG names (Liberation Serif); a browser without
// that font drew a wider one and clipped the legend ("neither solved (").
// The test runs with the machine's fonts and with DejaVu alone (wider
// than Liberation Serif), when it is installed.
func TestPlotTextFitsInChromium(t *testing.T) {
	browser := chromium()
	if browser == "" {
		t.Skip("no chromium, chromium-browser or google-chrome on PATH (and HORN_CHROMIUM unset)")
	}
	dir := t.TempDir()
	if _, err := WriteReports(dir, handResults(), ReportOptions{}); err != nil {
		t.Fatal(err)
	}
	doc, err := os.ReadFile(filepath.Join(dir, HTMLFile))
	if err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(dir, "measure.html")
	if err := os.WriteFile(page, bytes.Replace(doc, []byte("</body>"), []byte(measureScript+"</body>"), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	fonts := map[string][]string{"system fonts": nil}
	const dejavu = "/usr/share/fonts/truetype/dejavu"
	if _, err := os.Stat(dejavu); err == nil {
		fonts["DejaVu alone"] = onlyFonts(t, dejavu)
	} else {
		t.Logf("%s not found: measured with the system fonts only", dejavu)
	}
	for name, env := range fonts {
		dom := string(runChromiumEnv(t, browser, "file://"+page, env, "--dump-dom"))
		i := strings.Index(dom, `<pre id="measure">`)
		if i < 0 {
			t.Fatalf("%s: the measuring script wrote nothing", name)
		}
		text := html.UnescapeString(dom[i+len(`<pre id="measure">`) : i+strings.Index(dom[i:], "</pre>")])
		n := 0
		for _, line := range strings.Split(text, "\n") {
			f := strings.Split(line, "\t")
			if len(f) != 3 {
				continue
			}
			n++
			if over, _ := strconv.ParseFloat(f[1], 64); over > 0.5 {
				t.Errorf("%s: %q reaches %s px past its plot's edge", name, f[0], f[1])
			}
		}
		if n < 20 {
			t.Errorf("%s: measured %d texts, want the plots' labels and legends:\n%s", name, n, text)
		}
	}
}
