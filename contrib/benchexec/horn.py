# BenchExec tool-info module for horn, a constrained-Horn-clause solver.
#
# Copy this file into BenchExec's benchexec/tools/ folder and give
# tool="horn" in the benchmark definition (as horn.xml beside it does), or
# put it in a package of your own on PYTHONPATH and give the full module
# name (tool="mytools.horn"). Check it with
#     python3 -m benchexec.test_tool_info horn --tool-directory DIR
# where DIR holds the horn binary.

import benchexec.result as result
import benchexec.tools.template


class Tool(benchexec.tools.template.BaseTool2):
    """
    Tool info for horn (a CHC solver in Go over Z3: PDR and BMC engines).
    Input: one SMT-LIB2 HORN file per task (CHC-COMP format); no property
    file. horn prints sat (the clauses are satisfiable: the program is safe),
    unsat (a counterexample exists) or unknown as the last such line of its
    output; sat maps to true, unsat to false. horn validates its own witness
    before answering: a witness that fails the check turns the answer into
    unknown with "reason: bug: ..." on stderr, reported here as an error.
    When the run has a CPU-time limit and the options set no --timeout,
    horn is given that limit as its own, so that it can stop and say
    unknown instead of being killed.
    """

    def executable(self, tool_locator):
        return tool_locator.find_executable("horn")

    def name(self):
        return "horn"

    def version(self, executable):
        # `horn version` prints "horn VERSION" (and more lines, perhaps).
        out = self._version_from_tool(executable, arg="version")
        first = out.splitlines()[0] if out else ""
        return first[len("horn ") :].strip() if first.startswith("horn ") else first.strip()

    def cmdline(self, executable, options, task, rlimits):
        opts = list(options)
        if rlimits.cputime and not any(
            o in ("-t", "--timeout") or o.startswith("--timeout=") for o in opts
        ):
            opts += ["--timeout", str(rlimits.cputime)]
        return [executable, "solve", *opts, task.single_input_file]

    def determine_result(self, run):
        answer = None
        bug = None
        for line in run.output:
            line = line.strip()
            if line in ("sat", "unsat", "unknown"):
                answer = line
            elif line.startswith("reason: bug:"):
                bug = line[len("reason: ") :]
        if answer == "sat":
            return result.RESULT_TRUE_PROP
        if answer == "unsat":
            return result.RESULT_FALSE_PROP
        if bug:
            return f"{result.RESULT_ERROR} ({bug})"
        if answer == "unknown":
            return result.RESULT_UNKNOWN
        if run.exit_code.signal:
            return f"{result.RESULT_ERROR} (signal {run.exit_code.signal})"
        if run.exit_code.value:
            return f"{result.RESULT_ERROR} (exit code {run.exit_code.value})"
        return result.RESULT_ERROR
