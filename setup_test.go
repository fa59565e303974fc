package horn_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSetupCommandsInREADME: README's one command per platform is what
// scripts/setup.sh --print-command prints for its package manager, so
// the table and the script's package names cannot drift apart.
func TestSetupCommandsInREADME(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, pm := range []string{"apt-get", "dnf", "yum", "zypper", "pacman", "apk", "brew"} {
		out, err := exec.Command("scripts/setup.sh", "--print-command", pm).Output()
		if err != nil {
			t.Fatalf("setup.sh --print-command %s: %v", pm, err)
		}
		cmd := strings.TrimSpace(string(out))
		if !strings.Contains(string(readme), "`"+cmd+"`") {
			t.Errorf("README does not show %s's command `%s`", pm, cmd)
		}
	}
	if err := exec.Command("scripts/setup.sh", "--print-command", "emerge").Run(); err == nil {
		t.Error("setup.sh --print-command emerge: no error")
	}
}

// fakeBuilders puts on PATH (before /usr/bin and /bin, without the
// folders where real builders live) a docker, podman and buildah that
// run script, with "$@" their arguments, and log each call to calls.
func fakeBuilders(t *testing.T, script string) (env []string, calls string) {
	t.Helper()
	bin := t.TempDir()
	calls = filepath.Join(bin, "calls")
	for _, b := range []string{"docker", "podman", "buildah"} {
		body := "#!/bin/sh\necho \"" + b + " $*\" >> '" + calls + "'\n" + script + "\n"
		if err := os.WriteFile(filepath.Join(bin, b), []byte(body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return append(os.Environ(), "PATH="+bin+":/usr/bin:/bin"), calls
}

// TestContainerBuild: CI's container step skips with a message, and
// exit 0, when no builder works or a base image is out of reach, and
// otherwise builds the Dockerfile with the version from git.
func TestContainerBuild(t *testing.T) {
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	run := func(script string) (string, string, error) {
		env, calls := fakeBuilders(t, script)
		cmd := exec.Command("scripts/container-build.sh")
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		log, _ := os.ReadFile(calls)
		return string(out), string(log), err
	}
	out, _, err := run("exit 1") // no builder works
	if err != nil || !strings.Contains(out, "skipped: no working container builder") {
		t.Errorf("no working builder: %v\n%s", err, out)
	}
	// docker works, but has no image and cannot pull.
	out, _, err = run(`case "$1" in info) exit 0 ;; *) exit 1 ;; esac`)
	if err != nil || !strings.Contains(out, "skipped: base image golang:") {
		t.Errorf("no base image: %v\n%s", err, out)
	}
	// docker works and has the images: it builds, with a version.
	out, log, err := run("exit 0")
	if err != nil || !strings.Contains(out, "built horn:ci") || !strings.Contains(log, "docker build --build-arg VERSION=") {
		t.Errorf("working docker: %v\n%s\ncalls:\n%s", err, out, log)
	}
	// A build that fails fails the step.
	if out, _, err := run(`case "$1" in build) exit 1 ;; *) exit 0 ;; esac`); err == nil {
		t.Errorf("failing build: exit 0\n%s", out)
	}
}

// TestDockerfile: the container builds horn on Debian with the
// distribution's Z3 and runs horn version in its build.
func TestDockerfile(t *testing.T) {
	src, err := os.ReadFile("Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"bookworm", "libz3-dev", "go build", "./cmd/horn", "RUN horn version", "libz3-4"} {
		if !strings.Contains(string(src), want) {
			t.Errorf("Dockerfile lacks %q", want)
		}
	}
}
