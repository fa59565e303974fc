#!/usr/bin/env bash
# The heap-size experiment (HORN-LA Fig. 3 and 6) on generated RTS families.
#
#   scripts/rts-heap-experiment.sh [OUT]        # from the repository root
#
# 1. horn translate gen: one instance per family, safe and unsafe, of size
#    SIZE (answers known: EXPECTED.tsv);
# 2. horn translate rts --batch: each for every heap size n in NS under the
#    basic, Kripke fan, Kripke chain (log-step worlds) and array encodings
#    (OUT/smt2/NAME.nN.ENCODING.smt2), and reference.csv with the expected
#    answer of each file (unsat iff unsafe and n >= min_heap);
# 3. horn bench, one engine at a time and n in increasing order, -j 1, CPU
#    limit CPU, wall-clock limit WALL: a series (instance, encoding, engine)
#    that is not solved at some n (timeout, memout, unknown, error) is not
#    run at larger n (the report shows the earlier outcome in parentheses,
#    e.g. "(TO)", and counts it as unsolved at the limit);
# 4. scripts/rts-heap-report: OUT/heap.md (tables) and OUT/heap-*.svg/png.
#
# Environment: SIZE (default 2), SEED (1), CPU (10 s), WALL (4 x CPU: on a
# loaded machine the wall-clock limit would otherwise stop jobs before
# their CPU limit), MEM (4000 MiB),
# NS ("16 32 64 128 256 512"), FAMILY (all), ENGINES ("pdr bmc"),
# ENCODINGS ("basic kripke-fan kripke-chain arrays").
# Running it again with the same OUT resumes (finished jobs are skipped);
# delete OUT to start afresh.
set -euo pipefail

OUT=${1:-rts-heap-out}
SIZE=${SIZE:-2}
SEED=${SEED:-1}
CPU=${CPU:-10}
WALL=${WALL:-$((4 * CPU))}
MEM=${MEM:-4000}
NS=${NS:-"16 32 64 128 256 512"}
FAMILY=${FAMILY:-all}
ENGINES=${ENGINES:-"pdr bmc"}
ENCODINGS=${ENCODINGS:-"basic kripke-fan kripke-chain arrays"}

mkdir -p "$OUT"
go build -o "$OUT/horn" ./cmd/horn
HORN=$OUT/horn
echo "horn $(git describe --always --dirty 2>/dev/null || echo '?'); SIZE=$SIZE SEED=$SEED CPU=$CPU WALL=$WALL MEM=$MEM NS=\"$NS\" FAMILY=$FAMILY ENGINES=\"$ENGINES\" ENCODINGS=\"$ENCODINGS\"" >"$OUT/PARAMS"

# 1. instances
"$HORN" translate gen --family "$FAMILY" --size "$SIZE" --seed "$SEED" --out "$OUT/rts"

# 2. encodings and the reference answers
mkdir -p "$OUT/smt2"
# --batch writes every encoding (basic, kripke-fan, kripke-chain, arrays);
# ENCODINGS selects the ones run below.
"$HORN" translate rts "$OUT/rts" --heap "$(echo $NS | tr ' ' ,)" --batch "$OUT/smt2"
{
  echo "set,file,status"
  for f in "$OUT"/smt2/*.smt2; do
    b=$(basename "$f")
    inst=${b%%.n[0-9]*}
    n=${b#"$inst".n}
    n=${n%%.*}
    awk -F'\t' -v file="$inst.rts" -v n="$n" -v b="$b" '
      $1 == file { s = ($4 == "false" && n + 0 >= $5 + 0) ? "unsat" : "sat"; print "smt2," b "," s }' \
      "$OUT/rts/EXPECTED.tsv"
  done
} >"$OUT/reference.csv"

# 3. runs, pruning series that timed out at a smaller n
touch "$OUT/pruned"
for n in $NS; do
  for eng in $ENGINES; do
    list=$OUT/jobs-$eng-n$n.txt
    : >"$list"
    for f in "$OUT"/smt2/*.n"$n".*.smt2; do
      b=$(basename "$f" .smt2)
      case " $ENCODINGS " in *" ${b##*.} "*) ;; *) continue ;; esac
      key="$eng ${b%%.n[0-9]*} ${b##*.}"
      grep -qxF "$key" "$OUT/pruned" || echo "$f" >>"$list"
    done
    [ -s "$list" ] || continue
    "$HORN" bench -j 1 --cpu-limit "$CPU" --wall-limit "$WALL" --mem-limit "$MEM" \
      --solver "$eng=horn solve -e $eng {file}" \
      --reference "$OUT/reference.csv" --out "$OUT/bench" "$list" >/dev/null
    # series not solved (or answered wrongly): not run at larger n
    awk -F, -v eng="$eng" '$3 == eng && (($4 != "sat" && $4 != "unsat") || $11 == "true") {
        n = split($1, p, "/"); b = p[n]; sub(/\.smt2$/, "", b)
        inst = b; sub(/\.n[0-9]+\..*$/, "", inst)
        enc = b; sub(/^.*\./, "", enc)
        print eng " " inst " " enc }' "$OUT/bench/results.csv" | sort -u >"$OUT/pruned.new"
    sort -u "$OUT/pruned" "$OUT/pruned.new" >"$OUT/pruned.tmp" && mv "$OUT/pruned.tmp" "$OUT/pruned"
    rm -f "$OUT/pruned.new"
  done
done

# 4. tables and plots
go run ./scripts/rts-heap-report -results "$OUT/bench/results.csv" -out "$OUT"
