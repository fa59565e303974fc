#!/usr/bin/env bash
# boogie-verify-sweep.sh HORN OUT.tsv: horn verify over every in-subset
# program of ../shared/benchmarks/boogie (entry from EXPECTED.tsv), 20 s
# wall-clock each, then a summary: contradictions with EXPECTED.tsv first,
# decided/correct/buggy per source, CPU medians, the unknowns.
set -u
H=$(realpath "$1"); OUT=$(realpath -m "$2")
cd "$(dirname "$0")/../../shared/benchmarks/boogie" 2>/dev/null || cd ../shared/benchmarks/boogie
tmp=$(mktemp -d)
: > "$OUT"
awk -F'\t' '$6=="in"{print $1 "\t" $2 "\t" $5}' EXPECTED.tsv | while IFS=$'\t' read -r f exp e; do
  [ "$e" = "*" ] && ea=() || ea=(--entry "$e")
  /usr/bin/time -f "%U %S %e" -o "$tmp/time" timeout -s KILL 40 "$H" verify "$f" "${ea[@]}" --timeout 20 >"$tmp/out" 2>"$tmp/err"
  rc=$?
  ans=$(head -1 "$tmp/out"); [ -z "$ans" ] && ans=none
  cpu=$(tail -1 "$tmp/time" | awk '{print $1+$2, $3}')
  reason=$(grep -m1 "reason:\|horn:" "$tmp/err" | tr '\t' ' ' | cut -c1-150)
  printf "%s\t%s\t%s\t%s\t%s\t%s\n" "$f" "$exp" "$ans" "$cpu" "$rc" "$reason" >> "$OUT"
done
rm -rf "$tmp"
echo "contradictions:"; awk -F'\t' '($2=="correct"&&$3=="buggy")||($2=="buggy"&&$3=="correct")' "$OUT"
awk -F'\t' '{split($1,a,"-"); src=a[1]; n[src]++; if($3==$2){d[src]++; if($3=="correct")c[src]++; else b[src]++} tot++; if($3==$2)dec++}
END{for(s in n) printf "%-11s files %3d decided %3d correct %3d buggy %3d\n", s, n[s], d[s], c[s], b[s]; printf "total %d decided %d (%.1f%%)\n", tot, dec, 100*dec/tot}' "$OUT"
echo -n "CPU median (all files): "; awk -F'\t' '{split($4,a," "); print a[1]}' "$OUT" | sort -n | awk '{v[NR]=$1} END{print (NR%2? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2) " s over " NR}'
echo "unknown:"; awk -F'\t' '$3!=$2{print $1, $4, $6}' "$OUT" | cut -c1-160
