#!/bin/bash
# usage: recheck.sh BINARY SET/FILE...  -- 10 s of CPU (ulimit -t), wall limit 60 s
BIN=$1; shift
T=$(mktemp -d)
for sf in "$@"; do
  out=$( (ulimit -t 10; /usr/bin/time -f "%U %S" -o $T/rt $BIN solve --engine pdr --stats --timeout 60 /work/shared/benchmarks/$sf 2>$T/rerr | head -1) )
  cpu=$(tail -1 $T/rt | awk '{print $1+$2}')
  q=$(grep -m1 "smt queries" $T/rerr | awk '{print $NF}')
  echo "$sf ${out:-killed} $cpu $q"
done
