#!/usr/bin/env bash
# Signal sweep (issue 21): starts `horn solve -e ENGINE FILE` N times, sends
# SIGINT (or SIGTERM) after a random delay — while horn reads, preprocesses,
# solves or validates — and records how long horn took to exit after the
# signal, its exit status and its answer. Prints one line per run and a
# summary: runs, the slowest exit, and the runs that crashed (any status but
# 0 with an answer, 130 or 143) or took more than a second.
#
#   scripts/signal-sweep.sh N MAX_DELAY_MS FILE...
#
# Environment: HORN (binary, default ./horn), ENGINES (default "auto pdr bmc
# portfolio"), SIGNAL (INT, TERM or both, default both).
set -euo pipefail
n=${1:?usage: signal-sweep.sh N MAX_DELAY_MS FILE...}
maxdelay=${2:?}
shift 2
horn=${HORN:-./horn}
read -r -a engines <<<"${ENGINES:-auto pdr bmc portfolio}"
sigs=(INT TERM)
case ${SIGNAL:-both} in INT) sigs=(INT) ;; TERM) sigs=(TERM) ;; esac
files=("$@")
slow=0 bad=0 worst=0
for ((i = 0; i < n; i++)); do
  e=${engines[RANDOM % ${#engines[@]}]}
  f=${files[RANDOM % ${#files[@]}]}
  sig=${sigs[RANDOM % ${#sigs[@]}]}
  delay=$((RANDOM % (maxdelay + 1)))
  out=$(mktemp)
  "$horn" solve -e "$e" "$f" >"$out" 2>/dev/null &
  pid=$!
  sleep "$(printf '0.%03d' "$delay")"
  [ "$delay" -ge 1000 ] && sleep $((delay / 1000))
  t0=$(date +%s%N)
  kill -s "$sig" "$pid" 2>/dev/null || true
  code=0
  wait "$pid" || code=$?
  ms=$((($(date +%s%N) - t0) / 1000000))
  ans=$(head -n 1 "$out")
  rm -f "$out"
  ok=yes
  case $code in
    0) [ "$ans" = sat ] || [ "$ans" = unsat ] || [ "$ans" = unknown ] || ok=no ;;
    130 | 143) # unknown; or nothing at all when the signal came before
      # the Go runtime had started horn's handler (the default action)
      [ "$ans" = unknown ] || { [ -z "$ans" ] && [ "$delay" -lt 100 ]; } || ok=no ;;
    *) ok=no ;;
  esac
  [ "$ok" = yes ] || bad=$((bad + 1))
  [ "$ms" -le 1000 ] || slow=$((slow + 1))
  [ "$ms" -le "$worst" ] || worst=$ms
  printf '%s\t%s\tSIG%s\tafter %d ms\texit %d\t%s\t%d ms to exit\t%s\n' "$e" "$f" "$sig" "$delay" "$code" "${ans:-none}" "$ms" "$ok"
done
printf 'runs %d  slowest exit %d ms  over 1 s: %d  crashed or wrong status: %d\n' "$n" "$worst" "$slow" "$bad"
