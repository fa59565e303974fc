// Package benchmarks runs solvers over benchmark sets the way CHC-COMP
// does, and reports how they did.
//
// A run is a list of jobs: every (solver, file) pair, files sorted, so the
// list and its shards (Shard.Select) depend only on the inputs. A Solver is
// a shell command template in which {file} stands for the benchmark path;
// horn itself is one solver among others. Each job runs as a child process
// of /bin/sh, which sets RLIMIT_CPU and RLIMIT_DATA (ulimit -t and -d; or
// RLIMIT_AS, see Limits) and then execs the solver, so the limits hold from
// the solver's first instruction and bind its children too, with no race
// between start and limit; the runner kills the job's process group at the
// wall-clock limit. CPU time (user+sys) and peak resident memory come from
// the rusage of the waited child, which includes the descendants it waited
// for.
//
// The runner needs a Unix: on Linux it also polls the job's process group's
// CPU time from /proc and has the kernel kill the jobs should horn die
// (Pdeathsig); elsewhere (macOS, the BSDs: watch_other.go, host_other.go)
// RLIMIT_CPU alone bounds the CPU time, per process.
//
// The answer is read CHC-COMP style: the last line of stdout that is exactly
// sat or unsat; otherwise the job is unknown, timeout (a CPU or wall-clock
// limit stopped it), memout (it ran out of memory) or error. For horn's
// own solve command, the result also records whether the witness was
// validated.
//
// A job stopped at the CPU limit is recorded as having used the limit (the
// kernel's clock that enforces RLIMIT_CPU runs ahead of the rusage read
// after it), the measured time kept beside it. Each job keeps a log
// (logs/SOLVER/SET/FILE.log: command, limits, stdout and stderr, result),
// and each result names its log and the SHA-256 of its input.
//
// Inputs may also be SV-COMP tasks (.yml): the solver gets the task file,
// its first stdout line is the verdict (correct, recorded as sat; buggy,
// as unsat), the expected verdict is the task's own for unreach-call, and
// results and reports carry SV-COMP's score per family (folder) and in
// total (svcomp.go).
//
// Results are appended, one line per finished job, to results.csv and
// results.jsonl in the output folder; a run started again with the same
// folder skips the jobs found there, so a killed run resumes. Merge joins
// the results of shards. RunAll prints nothing: it tells Config.OnEvent of
// jobs starting and finishing and, every half second, of the jobs running.
//
// Table, WriteReport, FileTable, WriteHTML and WritePlots turn results into
// per-set tables (solved, unique solves, wrong answers against a
// Reference, PAR-2), a per-file table (Markdown and CSV), a self-contained
// HTML report with sortable tables, and cactus and scatter plots drawn with
// gonum/plot in SVG and PNG, each solver in a colour chosen by its name.
package benchmarks
