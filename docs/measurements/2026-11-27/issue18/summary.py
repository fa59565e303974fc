#!/usr/bin/env python3
"""itp-summary.py BENCH_DIR STATS_A STATS_B NAME_A NAME_B OUT_CSV: tables for a two-solver horn bench run."""
import csv, json, statistics, sys
bench, sa, sb, na, nb, out = sys.argv[1:7]
res = {}
for line in open(bench + "/results.jsonl"):
    r = json.loads(line)
    res[(r["solver"], r["file"])] = r
def stats(path):
    d = {}
    try:
        for line in open(path):
            f, _, js = line.rstrip("\n").partition("\t")
            if js.strip():
                try:
                    d[f] = json.loads(js).get("counters", {})
                except Exception:
                    pass
    except FileNotFoundError:
        pass
    return d
st = {na: stats(sa), nb: stats(sb)}
files = sorted({f for (s, f) in res if (na, f) in res and (nb, f) in res})
def solved(r): return r["answer"] in ("sat", "unsat") and not r.get("wrong")
rows = []
for f in files:
    a, b = res[(na, f)], res[(nb, f)]
    row = {"file": f.split("/")[-1]}
    for n, r in ((na, a), (nb, b)):
        c = st[n].get(f, {})
        row[n + "_answer"] = r["answer"]
        row[n + "_cpu_s"] = r["cpu_s"]
        row[n + "_wrong"] = r.get("wrong", False)
        row[n + "_lemmas"] = c.get("pdr lemmas", "")
        row[n + "_farkas_lemmas"] = c.get("pdr farkas lemmas", "")
    rows.append(row)
with open(out, "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
    w.writeheader(); w.writerows(rows)
print(f"files with both results: {len(files)}")
for n in (na, nb):
    s = [f for f in files if solved(res[(n, f)])]
    wrong = [f for f in files if res[(n, f)].get("wrong")]
    print(f"{n}: solved {len(s)} (sat {sum(res[(n,f)]['answer']=='sat' for f in s)}, unsat {sum(res[(n,f)]['answer']=='unsat' for f in s)}), wrong {len(wrong)}")
oa = [f for f in files if solved(res[(na, f)]) and not solved(res[(nb, f)])]
ob = [f for f in files if solved(res[(nb, f)]) and not solved(res[(na, f)])]
print(f"only {na}: {len(oa)} {[f.split('/')[-1] for f in oa]}")
print(f"only {nb}: {len(ob)} {[f.split('/')[-1] for f in ob]}")
both = [f for f in files if solved(res[(na, f)]) and solved(res[(nb, f)])]
if both:
    ratios = [max(res[(nb, f)]["cpu_s"], 0.01) / max(res[(na, f)]["cpu_s"], 0.01) for f in both]
    print(f"both solved: {len(both)}; median CPU {nb}/{na}: {statistics.median(ratios):.2f}; total CPU {na} {sum(res[(na,f)]['cpu_s'] for f in both):.1f} s, {nb} {sum(res[(nb,f)]['cpu_s'] for f in both):.1f} s")
    la = [st[na].get(f, {}).get("pdr lemmas") for f in both]
    lb = [st[nb].get(f, {}).get("pdr lemmas") for f in both]
    pairs = [(x, y) for x, y in zip(la, lb) if x is not None and y is not None]
    if pairs:
        print(f"lemmas on the {len(pairs)} both-solved files: {na} median {statistics.median([p[0] for p in pairs])} mean {statistics.mean([p[0] for p in pairs]):.1f} total {sum(p[0] for p in pairs)}; {nb} median {statistics.median([p[1] for p in pairs])} mean {statistics.mean([p[1] for p in pairs]):.1f} total {sum(p[1] for p in pairs)}")
for n in (na, nb):
    s = [f for f in files if solved(res[(n, f)])]
    l = [st[n].get(f, {}).get("pdr lemmas") for f in s]
    l = [x for x in l if x is not None]
    fk = [st[n].get(f, {}).get("pdr farkas lemmas", 0) for f in s]
    if l:
        print(f"{n}: lemmas per solved file (own solved set, {len(l)} with stats): median {statistics.median(l)}, mean {statistics.mean(l):.1f}; Farkas lemmas total {sum(fk)}")
