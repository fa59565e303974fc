import csv,sys
ref={}
for r in csv.DictReader(open('/work/shared/benchmarks/reference.csv')):
    ref[(r['set'],r['file'])]=r['status']
def load(p):
    return {(r['set'],r['file']):r for r in csv.DictReader(open(p))}
a=load(sys.argv[1]); b=load(sys.argv[2])
keys=[k for k in a if k in b]
for name,d in (('before',a),('after',b)):
    for st in ('lia-lin','lia-nonlin'):
        ks=[k for k in keys if k[0]==st]
        solved=sum(1 for k in ks if d[k]['answer'] in('sat','unsat'))
        wrong=sum(1 for k in ks if d[k]['answer'] in('sat','unsat') and ref[k] in('sat','unsat') and d[k]['answer']!=ref[k])
        print(f"{name} {st}: solved {solved}/{len(ks)} wrong {wrong}")
both=[k for k in keys if a[k]['answer'] in('sat','unsat') and b[k]['answer'] in('sat','unsat')]
print("both solve", len(both), "cpu before %.2f after %.2f"%(sum(float(a[k]['cpu']) for k in both), sum(float(b[k]['cpu']) for k in both)))
print("queries on both-solved: before", sum(int(a[k]['queries'] or 0) for k in both), "after", sum(int(b[k]['queries'] or 0) for k in both))
for k in keys:
    sa=a[k]['answer'] in('sat','unsat'); sb=b[k]['answer'] in('sat','unsat')
    if sa!=sb: print("CHANGED", k, a[k]['answer'], a[k]['cpu'], '->', b[k]['answer'], b[k]['cpu'])
big=sorted(both,key=lambda k: float(b[k]['cpu'])-float(a[k]['cpu']))
print("largest slowdowns:")
for k in big[-6:]: print(" ",k[1],a[k]['cpu'],'->',b[k]['cpu'],'q',a[k]['queries'],'->',b[k]['queries'])
print("largest speedups:")
for k in big[:6]: print(" ",k[1],a[k]['cpu'],'->',b[k]['cpu'],'q',a[k]['queries'],'->',b[k]['queries'])
