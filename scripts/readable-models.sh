#!/bin/sh
# readable-models.sh HORN OUTDIR: runs HORN solve --model on
# examples/counter.smt2 and the 20 dev files of readable-models.files
# (paths under ../shared/benchmarks), then checks every printed model with
# HORN check and with z3 (scripts/model-z3check.py: each clause's negation
# under the model's define-funs must be unsat). Prints one line per file:
# file, answer, bytes of the printed model, parameters with a made-up name
# (containing # or !), horn check's verdict, z3's.
set -u
HORN=$1; OUT=$2
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BENCH=${BENCH:-$ROOT/../shared/benchmarks}
mkdir -p "$OUT"
for f in examples/counter.smt2 $(cat "$ROOT/scripts/readable-models.files"); do
  case $f in examples/*) p=$ROOT/$f ;; *) p=$BENCH/$f ;; esac
  o=$OUT/$(echo "$f" | tr / _)
  timeout 30 "$HORN" solve --timeout 20 --model "$p" > "$o.out" 2>/dev/null
  tail -n +2 "$o.out" > "$o.model"
  internal=$(grep -oE '\(\|?[^ ()]*[#!][^ ()]* (Int|Bool|Real)\)' "$o.model" | wc -l)
  chk=$("$HORN" check "$p" "$o.model" 2>&1 | head -1)
  z=$(python3 "$ROOT/scripts/model-z3check.py" "$p" "$o.model" 2>&1 | head -c 60)
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$f" "$(head -1 "$o.out")" "$(wc -c < "$o.model")" "$internal" "$chk" "$z"
done
