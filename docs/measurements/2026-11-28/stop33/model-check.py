import sys,re
src=open(sys.argv[1]).read(); model=open(sys.argv[2]).read()
def sexprs(s):
    out=[];i=0;n=len(s)
    while i<n:
        if s[i]=='(':
            d=0;j=i
            while True:
                if s[j]=='(':d+=1
                elif s[j]==')':
                    d-=1
                    if d==0:break
                elif s[j]==';':
                    while s[j]!='\n': j+=1
                j+=1
            out.append(s[i:j+1]);i=j+1
        elif s[i]==';':
            while i<n and s[i]!='\n': i+=1
        else:i+=1
    return out
top=sexprs(src)
asserts=[t[len('(assert'):-1] for t in top if t.startswith('(assert')]
defs=[t for t in sexprs(model) if t.startswith('(define-fun')]
if not defs:
    inner=sexprs(model)
    for t in inner:
        defs+= [u for u in sexprs(t[1:-1]) if u.startswith('(define-fun')]
mode=sys.argv[3] if len(sys.argv)>3 else 'good'
if mode=='bad':
    # sabotage: first define-fun body -> true
    for i,d in enumerate(defs):
        k=d.index(') Bool')+len(') Bool')
        if d[k:].strip()[:-1].strip()!='true':
            defs[i]=d[:k]+' true)'; break
print('(set-logic ALL)')
for d in defs: print(d)
print('(assert (not (and '+' '.join(asserts)+')))')
print('(check-sat)')
