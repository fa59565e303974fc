#!/bin/bash
# indep.sh FILE: solve with horn, print model, check it with z3 CLI independently.
F=$1
M=$(${HORN:-horn} solve -m -t 30 $F)
echo "$M" | head -1
echo "$M" | tail -n +2 | grep -v "^sat" > /tmp/indep-model.smt2
{
  echo "(set-logic ALL)"
  # Keep only assertions; replace declare-fun by the model's define-fun.
  python3 - "$F" /tmp/indep-model.smt2 <<'PY'
import sys,re
src=open(sys.argv[1]).read()
model=open(sys.argv[2]).read().strip()
if model.startswith('(') and model.lstrip('(').lstrip().startswith('(define-fun'):
    model=model.strip()[1:-1]
# strip comments
src=re.sub(r';[^\n]*','',src)
# collect top-level s-exprs
out=[];depth=0;start=None
for i,ch in enumerate(src):
    if ch=='(':
        if depth==0: start=i
        depth+=1
    elif ch==')':
        depth-=1
        if depth==0: out.append(src[start:i+1])
asserts=[e for e in out if e.startswith('(assert')]
print(model)
body=' '.join(re.sub(r'^\(assert','',a)[:-1] for a in asserts)
print('(assert (not (and %s)))'%body)
print('(check-sat)')
PY
} > /tmp/indep-check.smt2
timeout 120 z3 /tmp/indep-check.smt2
