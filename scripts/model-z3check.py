#!/usr/bin/env python3
"""model-z3check.py SYSTEM.smt2 MODEL: checks with z3 that the model (define-fun
list as horn prints it, optionally after a 'sat' line) satisfies every
clause of the system: for each assert, (assert (not CLAUSE)) under the
model's definitions must be unsat. Prints 'ok N' or the failing clause."""
import subprocess, sys

def tokens(s):
    i, n = 0, len(s)
    while i < n:
        c = s[i]
        if c in ' \t\r\n': i += 1
        elif c == ';':
            while i < n and s[i] != '\n': i += 1
        elif c in '()': yield c; i += 1
        elif c == '|':
            j = s.index('|', i + 1); yield s[i:j + 1]; i = j + 1
        elif c == '"':
            j = i + 1
            while s[j] != '"' or (j + 1 < n and s[j + 1] == '"'):
                j += 2 if s[j] == '"' else 1
            yield s[i:j + 1]; i = j + 1
        else:
            j = i
            while j < n and s[j] not in ' \t\r\n();|"': j += 1
            yield s[i:j]; i = j

def parse(s):
    stack, out = [[]], None
    for t in tokens(s):
        if t == '(': stack.append([])
        elif t == ')':
            x = stack.pop(); stack[-1].append(x)
        else: stack[-1].append(t)
    return stack[0]

def show(x):
    return x if isinstance(x, str) else '(' + ' '.join(show(y) for y in x) + ')'

sysf, modelf = sys.argv[1], sys.argv[2]
cmds = parse(open(sysf).read())
model = parse(open(modelf).read())
defs = []
for m in model:
    if m == 'sat': continue
    if isinstance(m, list) and m and m[0] == 'model': defs += m[1:]
    elif isinstance(m, list) and m and m[0] == 'define-fun': defs.append(m)
    elif isinstance(m, list): defs += m
unq = lambda n: n[1:-1] if n.startswith('|') and n.endswith('|') and len(n) > 1 and all(ch.isalnum() or ch in '~!@$%^&*_-+=<>.?/' for ch in n[1:-1]) else n
defined = {unq(d[1]) for d in defs}
script = []
asserts = []
for c in cmds:
    if not isinstance(c, list) or not c: continue
    if c[0] == 'declare-fun' and unq(c[1]) in defined: continue
    if c[0] in ('set-logic', 'check-sat', 'get-model', 'exit', 'set-info', 'set-option', 'get-info'): continue
    if c[0] == 'assert': asserts.append(c[1]); continue
    script.append(show(c))
script += [show(d) for d in defs]
for a in asserts:
    script.append('(push 1)(assert (not %s))(check-sat)(pop 1)' % show(a))
r = subprocess.run(['z3', '-in', '-smt2', '-T:60'], input='\n'.join(script), capture_output=True, text=True)
ans = r.stdout.split()
bad = [i for i, a in enumerate(ans) if a != 'unsat']
if len(ans) != len(asserts) or bad:
    print('FAIL', len(ans), len(asserts), [ans[i] for i in bad[:3]], r.stdout[:300], r.stderr[:300])
    sys.exit(1)
print('ok', len(asserts))
