#!/bin/bash
# usage: bench.sh BINARY OUT.csv  -- runs lia-lin and lia-nonlin with --engine pdr --timeout 10
BIN=$1; OUT=$2
B=/work/shared/benchmarks
T=$(mktemp -d)
echo "set,file,answer,cpu,queries" > $OUT
for set in lia-lin lia-nonlin; do
  for f in $B/$set/*.smt2; do
    n=$(basename $f)
    /usr/bin/time -f "%U %S" -o $T/time $BIN solve --engine pdr --stats --timeout 10 $f > $T/out 2> $T/err
    ans=$(head -1 $T/out)
    cpu=$(tail -1 $T/time | awk '{print $1+$2}')
    q=$(grep -m1 "smt queries" $T/err | awk '{print $NF}')
    echo "$set,$n,$ans,$cpu,$q" >> $OUT
  done
done
