#!/usr/bin/env bash
# Deadline sweep (issue 21): runs `horn solve --timeout T -e ENGINE FILE` on
# every file, records each run's wall time, peak RSS and exit status with
# /usr/bin/time, and prints per engine the distribution of wall time over
# the timeout (max, p99, p90, median), the runs over T + 0.5 s and the
# largest peak RSS.
#
#   scripts/deadline-sweep.sh OUT.tsv [FILES...]
#
# Environment: HORN (binary, default ./horn), TIMEOUT (default 5),
# ENGINES (default "auto pdr bmc portfolio"), JOBS (runs at once, default 1).
set -euo pipefail
out=${1:?usage: deadline-sweep.sh OUT.tsv [FILES...]}
shift
horn=${HORN:-./horn}
timeout=${TIMEOUT:-5}
engines=${ENGINES:-auto pdr bmc portfolio}
jobs=${JOBS:-1}
if [ $# -eq 0 ]; then
  set -- ../shared/benchmarks/{lia-lin,lia-nonlin,lia-arrays,lra,slayer,small}/*.smt2
fi
[ -s "$out" ] || printf 'engine\tfile\twall_s\tmaxrss_kb\texit\tanswer\n' > "$out"
one() { # engine file
  local tf; tf=$(mktemp)
  local ans
  ans=$( { /usr/bin/time -f '%e %M %x' -o "$tf" "$horn" solve --timeout "$timeout" -e "$1" "$2" 2>/dev/null || true; } | head -n 1)
  read -r wall rss code < <(tail -n 1 "$tf")
  rm -f "$tf"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$wall" "$rss" "$code" "${ans:-none}"
}
export -f one; export horn timeout
for e in $engines; do
  for f in "$@"; do
    grep -qP "^$e\t$f\t" "$out" 2>/dev/null || printf '%s\t%s\n' "$e" "$f"
  done
done | xargs -P "$jobs" -d '\n' -n 1 bash -c 'IFS=$'"'"'\t'"'"' read -r e f <<<"$0"; one "$e" "$f"' >> "$out"
awk -F'\t' -v t="$timeout" 'NR > 1 {
    n[$1]++; w[$1, n[$1]] = $3; if ($3 > t + 0.5) over[$1]++; if ($4 > rss[$1]) { rss[$1] = $4; rf[$1] = $2 }
    if ($3 > mx[$1]) { mx[$1] = $3; mf[$1] = $2 }
  }
  END {
    printf "%-10s %5s %7s %7s %7s %7s %6s %9s  %s\n", "engine", "runs", "max", "p99", "p90", "median", ">T+.5", "maxRSS_MiB", "slowest file"
    for (e in n) {
      m = n[e]; for (i = 1; i <= m; i++) a[i] = w[e, i]
      for (i = 2; i <= m; i++) { v = a[i]; j = i - 1; while (j > 0 && a[j] > v) { a[j + 1] = a[j]; j-- } a[j + 1] = v }
      printf "%-10s %5d %7.2f %7.2f %7.2f %7.2f %6d %9.0f  %s\n", e, m, a[m], a[int(m * 0.99 + 0.5)], a[int(m * 0.9 + 0.5)], a[int((m + 1) / 2)], over[e], rss[e] / 1024, mf[e]
    }
  }' "$out"
