#!/bin/bash
out=/tmp/adtrun/auto20-unknowns.csv; : > $out
for b in $(awk -F, '$4!="sat" && $4!="unsat"{print $1"/"$2}' /tmp/adtrun/auto-adt.csv); do
  f=/work/shared/benchmarks/adt/$b; set=$(dirname $b); n=$(basename $b)
  ref=$(grep ",$n," /work/shared/benchmarks/adt/reference.csv | cut -d, -f3)
  start=$(date +%s.%N)
  r=$(timeout 25 nice /tmp/horn-adt4 solve --timeout 20s $f 2>/tmp/adtrun/a20.$n.err | head -1)
  [ -z "$r" ] && r="error"
  end=$(date +%s.%N)
  echo "$set,$n,$ref,$r,$(echo "$end - $start" | bc)" >> $out
done
