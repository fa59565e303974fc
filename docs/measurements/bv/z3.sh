#!/bin/sh
# z3 -T:20 on every bv file, one at a time; the answer is z3's last line
# of sat/unsat/unknown/timeout (z3 may print warnings first).
for f in /work/shared/benchmarks/bv/*.smt2; do
  b=$(basename $f)
  s=$(date +%s.%N)
  out=$(timeout 60 z3 -T:20 $f 2>&1 | grep -E '^(sat|unsat|unknown|timeout)$' | tail -1)
  e=$(date +%s.%N)
  echo "$b ${out:-error} $(grep ",$b," /work/shared/benchmarks/reference.csv | cut -d, -f3) $(echo "$e - $s" | bc)"
done
