#!/usr/bin/env bash
# Cost of trust (issue 15): runs `horn solve --stats --timeout T FILE` with
# each binary given, alternating binaries per file so that both see the same
# machine load, and records the answer, the process CPU time (user + sys,
# /usr/bin/time), the wall time, and the phases --stats reports: preprocess,
# back-translation, validation and solve time (which includes the first
# two). Then it prints per binary the totals and the share of the run time
# spent on back-translation + validation.
#
#   scripts/trust-split.sh OUT.tsv BIN1 [BIN2 ...] -- FILES...
#
# Environment: TIMEOUT (default 60).
set -euo pipefail
out=${1:?usage: trust-split.sh OUT.tsv BIN... -- FILES...}
shift
bins=()
while [ $# -gt 0 ] && [ "$1" != "--" ]; do bins+=("$1"); shift; done
shift
timeout=${TIMEOUT:-60}
printf 'bin\tfile\tanswer\tcpu_s\twall_s\tpre_s\tback_s\tvalid_s\tsolve_s\n' > "$out"
stat() { # name statsfile
  awk -v k="$1" 'index($0, k) == 1 { v = $NF; sub(/s$/, "", v); print v; f = 1 } END { if (!f) print 0 }' "$2" | head -n 1
}
for f in "$@"; do
  for b in "${bins[@]}"; do
    tf=$(mktemp); sf=$(mktemp)
    ans=$( { /usr/bin/time -f '%U %S %e' -o "$tf" "$b" solve --stats --timeout "$timeout" "$f" 2>"$sf" || true; } | head -n 1)
    read -r u s e < <(tail -n 1 "$tf")
    printf '%s\t%s\t%s\t%.2f\t%s\t%s\t%s\t%s\t%s\n' "$(basename "$b")" "$(basename "$f")" "${ans:-none}" \
      "$(echo "$u + $s" | bc)" "$e" "$(stat 'preprocess time' "$sf")" "$(stat 'back-translation time' "$sf")" \
      "$(stat 'validation time' "$sf")" "$(stat 'solve time' "$sf")" >> "$out"
    rm -f "$tf" "$sf"
  done
done
awk -F'\t' 'NR > 1 { n[$1]++; cpu[$1] += $4; wall[$1] += $5; back[$1] += $7; val[$1] += $8
    run[$1] += $9 + $8 }
  END { printf "%-14s %5s %9s %9s %9s %9s %s\n", "bin", "files", "cpu_s", "wall_s", "back_s", "valid_s", "(back+valid)/(solve+valid)"
    for (b in n) printf "%-14s %5d %9.2f %9.2f %9.2f %9.2f %.1f%%\n", b, n[b], cpu[b], wall[b], back[b], val[b], 100 * (back[b] + val[b]) / run[b] }' "$out"
