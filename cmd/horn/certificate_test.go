package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/horn-chc/horn/internal/benchdata"
)

// checkDerivationScript runs scripts/check-derivation on a system and a
// certificate and returns its exit code and output; it skips t when
// python3 or z3 is missing.
func checkDerivationScript(t *testing.T, sys, cert string) (int, string) {
	t.Helper()
	needZ3(t)
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not on PATH: scripts/check-derivation not run")
	}
	f := filepath.Join(t.TempDir(), "cert.txt")
	if err := os.WriteFile(f, []byte(cert), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("python3", "../../scripts/check-derivation", sys, f)
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatal(err)
	}
	return code, out.String()
}

// defaultUnsatFiles lists the unsat files of the default test set.
func defaultUnsatFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	for _, g := range []string{"../../examples/*.smt2", "../../testdata/*/*.smt2", "../../pdr/testdata/*.smt2", "testdata/certificates/*.smt2"} {
		m, _ := filepath.Glob(g)
		for _, f := range m {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Contains(src, []byte("; expect: unsat")) || strings.HasSuffix(f, "examples/unsafe.smt2") || strings.HasSuffix(f, "examples/fib.smt2") {
				files = append(files, f)
			}
		}
	}
	return files
}

var (
	headArg  = regexp.MustCompile(`(?m)^(  \(node 1 .*\n    \(head \([^ ()]+ )(\(- \d+\)|\d+|true|false)`)
	children = regexp.MustCompile(`(?m)^(  \(node 0 [^\n]*\n(?:    [^\n]*\n)*?    \(children) \d+`)
)

// tamper returns the certificate with node 1's first head argument changed
// and the one with node 0's first child dropped (empty when there is no
// such place).
func tamper(cert string) (value, child string) {
	if m := headArg.FindStringSubmatchIndex(cert); m != nil {
		old := cert[m[4]:m[5]]
		repl := "17"
		switch old {
		case "true":
			repl = "false"
		case "false":
			repl = "true"
		default:
			if n, err := strconv.Atoi(old); err == nil {
				repl = strconv.Itoa(n + 1)
			}
		}
		value = cert[:m[4]] + repl + cert[m[5]:]
	}
	if m := children.FindStringSubmatchIndex(cert); m != nil {
		child = cert[:m[3]] + cert[m[1]:]
	}
	return value, child
}

// TestCertificates: the derivation solve --cex prints for each unsat file
// of the default test set is accepted by horn check and by the independent
// scripts/check-derivation; a certificate with a changed value or a dropped
// child is rejected by both.
func TestCertificates(t *testing.T) {
	needZ3(t)
	files := defaultUnsatFiles(t)
	if len(files) < 10 {
		t.Fatalf("found %d unsat files", len(files))
	}
	tampered := 0
	for _, f := range files {
		out, errs, code := horn(t, "", "solve", "--cex", "--timeout", "20s", f)
		if code != exitOK || firstLine(out) != "unsat" {
			t.Logf("%s: %q (exit %d, %s); not counted", f, firstLine(out), code, errs)
			continue
		}
		if !strings.Contains(out, "(at ") {
			t.Errorf("%s: the certificate names no (at line column):\n%s", f, out)
		}
		certFile := filepath.Join(t.TempDir(), "cert.txt")
		if err := os.WriteFile(certFile, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		if o, e, c := horn(t, "", "check", f, certFile); c != exitOK || o != "valid derivation\n" {
			t.Errorf("horn check %s: exit %d, %q %q", f, c, o, e)
		}
		if c, o := checkDerivationScript(t, f, out); c != 0 {
			t.Errorf("check-derivation %s: exit %d: %s\n%s", f, c, o, out)
		}
		value, child := tamper(out)
		for what, bad := range map[string]string{"a changed value": value, "a dropped child": child} {
			if bad == "" {
				continue
			}
			tampered++
			if err := os.WriteFile(certFile, []byte(bad), 0o644); err != nil {
				t.Fatal(err)
			}
			if o, _, c := horn(t, "", "check", f, certFile); c == exitOK {
				t.Errorf("horn check accepted %s with %s: %q", f, what, o)
			}
			if c, o := checkDerivationScript(t, f, bad); c != 1 || !strings.HasPrefix(o, "invalid derivation") {
				t.Errorf("check-derivation on %s with %s: exit %d, %s\n%s", f, what, c, o, bad)
			}
		}
	}
	if tampered < 10 {
		t.Errorf("only %d tampered certificates were tried", tampered)
	}
}

// TestCertificatesBenchmarks: on the unsat files of the dev sets
// (reference.csv) that horn decides within HORN_CERT_TIMEOUT (default
// 3s), horn check and scripts/check-derivation both accept the printed
// certificate. A measurement sweep: HORN_SWEEPS=1 and HORN_BENCHMARKS.
func TestCertificatesBenchmarks(t *testing.T) {
	root := benchdata.Sweep(t)
	needZ3(t)
	timeout := envOr("HORN_CERT_TIMEOUT", "3s")
	ref, err := os.ReadFile(filepath.Join(root, "reference.csv"))
	if err != nil {
		t.Fatal(err)
	}
	files, decided, accepted := 0, 0, 0
	for _, line := range strings.Split(string(ref), "\n")[1:] {
		f := strings.Split(line, ",")
		if len(f) < 3 || f[2] != "unsat" {
			continue
		}
		files++
		path := filepath.Join(root, f[0], f[1])
		out, _, code := horn(t, "", "solve", "--cex", "--timeout", timeout, path)
		if code != exitOK || firstLine(out) != "unsat" {
			continue
		}
		decided++
		certFile := filepath.Join(t.TempDir(), "cert.txt")
		if err := os.WriteFile(certFile, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		o, e, c := horn(t, "", "check", path, certFile)
		if c != exitOK || o != "valid derivation\n" {
			t.Errorf("horn check %s: exit %d, %q %q", path, c, o, e)
			continue
		}
		if c, o := checkDerivationScript(t, path, out); c != 0 {
			t.Errorf("check-derivation %s: exit %d: %.300s", path, c, o)
			continue
		}
		accepted++
	}
	t.Logf("certificates (timeout %s): %d unsat files, %d decided by horn, %d accepted by both checks", timeout, files, decided, accepted)
}
