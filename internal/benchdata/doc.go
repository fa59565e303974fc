// Package benchdata gives tests the benchmark folder, which lives outside the
// module (../shared/benchmarks beside a development clone).
//
// Tests that read benchmark files are opt-in: they run only when the
// environment variable HORN_BENCHMARKS names the folder (an absolute path), and skip with a
// message otherwise, so that `go test ./...` means the same on every clone.
// .ci/run sets it when the folder exists. Measurement sweeps (Sweep)
// also need HORN_SWEEPS=1; CI does not set it.
package benchdata
