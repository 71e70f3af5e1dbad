#!/usr/bin/env python3
# Provenance: copied on 2026-11-26 from the team's shared peers folder (/work/shared/peers/numpy_strong.py), unchanged
# but for this comment, for `fairscore bench --peer` (docs/performance.md). It is the strong numpy peer of issue #24:
# what a performance-minded engineer writes in numpy for the same audit (per-group tiled float32 GEMM on threaded
# OpenBLAS, exact thresholds by one np.partition), run beside `fairscore audit` on the same .npy and metadata CSV.
"""What a performance-minded engineer would write in numpy: per-group tiled float32 GEMM (threaded
OpenBLAS), genuine pairs masked in place (rows sorted by identity), upper triangles stored once in one
preallocated array, exact thresholds by one np.partition (introselect, O(n)) and per-group counts by
vectorised compares. Same outputs as numpy_baseline.py: global thresholds at FAR 1e-1..1e-6 (accept
s > t) and per-group FAR/FRR. Prints the thresholds as JSON on stderr and the timing line on stdout.
Usage: numpy_strong.py EMB.npy META.csv [group_col] [block]"""
import csv, sys, time, math, json
import numpy as np
t0 = time.time()
X = np.load(sys.argv[1]).astype(np.float32, copy=False)
col = sys.argv[3] if len(sys.argv) > 3 else "race"
B = int(sys.argv[4]) if len(sys.argv) > 4 else 4096
with open(sys.argv[2]) as f:
    meta = list(csv.DictReader(f))
ids = np.array([m["identity"] for m in meta]); groups = np.array([m[col] for m in meta])
X = X / np.linalg.norm(X, axis=1, keepdims=True)
GEN = np.float32(-3.0)  # below every cosine: marks a genuine pair in the impostor store
names = sorted(set(groups))
plan = []
total = 0
for g in names:
    idx = np.nonzero(groups == g)[0]
    idx = idx[np.argsort(ids[idx], kind="stable")]
    n = len(idx); plan.append((g, idx, total)); total += n * (n - 1) // 2
store = np.empty(total, dtype=np.float32)
gen = {}
segs = {}
flops = 0
for g, idx, off in plan:
    Xg = np.ascontiguousarray(X[idx]); ig = ids[idx]; n = len(idx)
    # identity runs (rows are sorted by identity)
    starts = np.flatnonzero(np.r_[True, ig[1:] != ig[:-1]]); ends = np.r_[starts[1:], n]
    gscores = []
    for s, e in zip(starts, ends):
        if e - s > 1:
            G = Xg[s:e] @ Xg[s:e].T
            gscores.append(G[np.triu_indices(e - s, 1)])
    gen[g] = np.concatenate(gscores) if gscores else np.empty(0, np.float32)
    pos = off
    for a in range(0, n, B):
        A = Xg[a:a + B]
        for b in range(a, n, B):
            S = A @ Xg[b:b + B].T
            flops += 2 * S.shape[0] * S.shape[1] * X.shape[1]
            if a == b:
                for s, e in zip(starts, ends):
                    if e <= a or s >= a + B: continue
                    lo, hi = max(s, a) - a, min(e, a + B) - a
                    S[lo:hi, lo:hi] = GEN
                iu = np.triu_indices(S.shape[0], 1)
                v = S[iu]
            else:
                # an identity run that straddles blocks a and b
                for s, e in zip(starts, ends):
                    if max(s, a) < min(e, a + B) and max(s, b) < min(e, b + B):
                        S[max(s, a) - a:min(e, a + B) - a, max(s, b) - b:min(e, b + B) - b] = GEN
                v = S.ravel()
            store[pos:pos + v.size] = v; pos += v.size
    segs[g] = (off, pos)
ngen = sum(len(v) for v in gen.values())
nimp = total - ngen
levels = (1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6)
ks = [ngen + (nimp - math.floor(a * nimp) - 1) for a in levels]  # k-th smallest impostor, 0-based, after the GEN marks
part = np.partition(store, ks)
ts = [float(part[k]) for k in ks]
del part
out = {"thresholds": {}, "perGroup": {}}
for a, t in zip(levels, ts):
    out["thresholds"][str(a)] = t
    for g in names:
        lo, hi = segs[g]
        imp = store[lo:hi]; nimp_g = (hi - lo) - len(gen[g])
        fa = int(np.count_nonzero(imp > t))
        fr = int(np.count_nonzero(gen[g] <= t))
        out["perGroup"].setdefault(str(a), {})[g] = [fa / max(nimp_g, 1), fr / max(len(gen[g]), 1)]
dt = time.time() - t0
print(json.dumps(out), file=sys.stderr)
print(f"pairs={total} seconds={dt:.2f} gflops={flops/dt/1e9:.1f}")
