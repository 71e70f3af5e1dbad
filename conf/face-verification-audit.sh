#!/usr/bin/env bash
# Example: a face-verification audit by race, at the six default FAR levels, with the cross-group
# impostor matrix. Usage: conf/face-verification-audit.sh CORPUS.csv OUT
# (e.g. out/demo/corpus.csv, which 'bin/fairscore demo' writes).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/bin/fairscore" audit \
  --input "${1:?corpus file}" --id-col sample_id --group race \
  --far 1e-1,1e-2,1e-3,1e-4,1e-5,1e-6 --accept above --differential-weight 0.5 \
  --cross-group --out "${2:?output directory}"
