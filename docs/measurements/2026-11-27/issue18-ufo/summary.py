#!/usr/bin/env python3
"""Summarise a horn bench results.csv of ufo beside pdr: solved counts,
wrong answers, files solved by ufo only, the median CPU ratio ufo/pdr on
the files both solve, and (optionally) the files ufo solves that auto did
not in an earlier run (a CSV with file and new_answer columns).

usage: summary.py results.csv [auto.csv]"""
import csv
import statistics
import sys

rows = list(csv.DictReader(open(sys.argv[1])))
by = {}
for r in rows:
    by.setdefault(r["file"], {})[r["solver"]] = r
solvers = sorted({r["solver"] for r in rows})
solved = lambda r: r is not None and r["answer"] in ("sat", "unsat")
for s in solvers:
    rs = [f[s] for f in by.values() if s in f]
    n = sum(solved(r) for r in rs)
    sat = sum(r["answer"] == "sat" for r in rs)
    wrong = sum(r["wrong"] == "true" for r in rs)
    print(f"{s}: {n}/{len(rs)} solved ({sat} sat, {n - sat} unsat), {wrong} wrong")
only = [f for f, v in by.items() if solved(v.get("ufo")) and not solved(v.get("pdr"))]
print("solved by ufo, not pdr:", [f.rsplit("/", 1)[-1] for f in only])
lost = [f for f, v in by.items() if solved(v.get("pdr")) and not solved(v.get("ufo"))]
print("solved by pdr, not ufo:", len(lost))
ratios = []
for f, v in by.items():
    u, p = v.get("ufo"), v.get("pdr")
    if solved(u) and solved(p):
        ratios.append((float(u["cpu_s"]) / max(float(p["cpu_s"]), 0.001), f.rsplit("/", 1)[-1], u["cpu_s"], p["cpu_s"]))
for r in sorted(ratios):
    print(f"  both: {r[1]}: ufo {r[2]} s, pdr {r[3]} s, ratio {r[0]:.2f}")
if ratios:
    print(f"median CPU ratio ufo/pdr on {len(ratios)} both-solved files: {statistics.median(x[0] for x in ratios):.2f}")
if len(sys.argv) > 2:
    auto = {r["file"]: r for r in csv.DictReader(open(sys.argv[2]))}
    notauto = [f for f, v in by.items() if solved(v.get("ufo")) and f in auto and auto[f]["new_answer"] not in ("sat", "unsat")]
    print("solved by ufo, not by auto in", sys.argv[2].rsplit("/", 1)[-1] + ":", [f.rsplit("/", 1)[-1] for f in notauto])
