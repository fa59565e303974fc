#!/bin/bash
# usage: run.sh NAME horn-args...
name=$1; shift
out=/tmp/adtrun/$name.csv; : > $out
for f in /work/shared/benchmarks/adt/*/*.smt2; do
  set=$(basename $(dirname $f)); b=$(basename $f)
  ref=$(grep ",$b," /work/shared/benchmarks/adt/reference.csv | cut -d, -f3)
  start=$(date +%s.%N)
  r=$(timeout 15 nice $HORN solve "$@" --timeout 10s $f 2>/tmp/adtrun/$name.$b.err | head -1)
  [ -z "$r" ] && r="error"
  end=$(date +%s.%N)
  echo "$set,$b,$ref,$r,$(echo "$end - $start" | bc)" >> $out
done
