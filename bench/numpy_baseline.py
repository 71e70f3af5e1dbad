#!/usr/bin/env python3
"""What a data scientist writes instead of fairscore: the baseline of docs/performance.md.

All intra-group pairs with a float32 matmul per group, then sort and searchsorted for the global
thresholds (accept iff s > t, t = k-th smallest pooled impostor score, k = n - floor(alpha*n)) and the
per-group FAR/FRR counts. Reads the .npy corpus and metadata CSV that `bin/fairscore generate` writes.

    python3 bench/numpy_baseline.py corpus.npy corpus.meta.csv
"""
import csv
import sys
import time

import numpy as np


def main(npy, meta):
    start = time.time()
    x = np.load(npy).astype(np.float32)
    x /= np.linalg.norm(x, axis=1, keepdims=True)
    with open(meta, newline="") as f:
        rows = list(csv.DictReader(f))
    labels = np.array([r["label"] for r in rows])
    groups = np.array([r["race"] for r in rows])
    gen, imp = {}, {}
    for g in sorted(set(groups)):
        idx = np.where(groups == g)[0]
        s = x[idx] @ x[idx].T
        iu = np.triu_indices(len(idx), k=1)
        same = labels[idx][iu[0]] == labels[idx][iu[1]]
        scores = s[iu]
        gen[g] = np.sort(scores[same])
        imp[g] = np.sort(scores[~same])
        del s, scores, same, iu
    pooled = np.sort(np.concatenate(list(imp.values())))
    n = len(pooled)
    for alpha in (1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6):
        m = int(np.floor(alpha * n))
        t = pooled[n - m - 1]
        cells = []
        for g in sorted(gen):
            fa = len(imp[g]) - np.searchsorted(imp[g], t, side="right")
            fr = np.searchsorted(gen[g], t, side="right")
            cells.append(f"{g}: FAR {fa / len(imp[g]):.3g} FRR {fr / len(gen[g]):.3g}")
        print(f"alpha {alpha:g}: t = {t:.6f}; " + "; ".join(cells))
    print(f"numpy baseline: {time.time() - start:.1f} s")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
