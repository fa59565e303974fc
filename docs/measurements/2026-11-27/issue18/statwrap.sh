#!/bin/sh
# statwrap OUT FILE CMD...: runs CMD, passes its stderr on, and appends FILE and the last JSON line of its stderr (horn --stats=json) to OUT.
out=$1; f=$2; shift 2
tmp=$(mktemp /tmp/statwrap-itp.XXXXXX)
"$@" 2>"$tmp"; rc=$?
cat "$tmp" >&2
printf '%s\t%s\n' "$f" "$(grep '^{' "$tmp" | tail -1)" >> "$out"
rm -f "$tmp"
exit $rc
