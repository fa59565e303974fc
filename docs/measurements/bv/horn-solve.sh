#!/bin/sh
# horn solve --timeout 20 (default engine) on every bv file, one at a time.
for f in /work/shared/benchmarks/bv/*.smt2; do
  b=$(basename $f)
  s=$(date +%s.%N)
  out=$(timeout 60 horn solve --timeout 20 $f 2>/dev/null | head -1)
  e=$(date +%s.%N)
  echo "$b ${out:-error} $(grep ",$b," /work/shared/benchmarks/reference.csv | cut -d, -f3) $(echo "$e - $s" | bc)"
done
