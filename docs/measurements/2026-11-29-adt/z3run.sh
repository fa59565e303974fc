#!/bin/bash
out=/tmp/adtrun/z3.csv; : > $out
for f in /work/shared/benchmarks/adt/*/*.smt2; do
  set=$(basename $(dirname $f)); b=$(basename $f)
  ref=$(grep ",$b," /work/shared/benchmarks/adt/reference.csv | cut -d, -f3)
  start=$(date +%s.%N)
  r=$(timeout 15 nice z3 -T:10 fp.engine=spacer $f 2>&1 | head -1)
  end=$(date +%s.%N)
  echo "$set,$b,$ref,$r,$(echo "$end - $start" | bc)" >> $out
done
