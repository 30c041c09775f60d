#!/usr/bin/env bash
# Issue 15's count of repeated blocks: `duplicates` (the workplace's scanner, not a project dependency) over the tree of
# REV (default HEAD) with tests, end-to-end tests, test helpers and seed data left out. Prints the scanner's summary
# line, then the pairs it does not mark as boilerplate and how many of those are Urdu/English catalogue pairs
# (translations: the same keys by design) and applied migrations (history: never edited).
#   bash scripts/repeats.sh [REV]
set -euo pipefail
cd "$(dirname "$0")/.."
rev="${1:-HEAD}"
command -v duplicates >/dev/null || { echo "the duplicates scanner is not on this machine" >&2; exit 1; }

tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
git archive "$rev" | tar -x -C "$tree"
cd "$tree"
find . \( -name '*.test.ts' -o -name '*.test.tsx' -o -name '*.seed.ts' \) -delete
rm -rf scripts/e2e api/src/test web/src/test api/src/modules/catalogue/seed-data
git init -q && git add -A && git -c user.email=x@x -c user.name=x commit -qm tree

out="$(duplicates --most 200 --seconds 300)"
head -n 1 <<<"$out"
rows="$(grep '^D' <<<"$out" | grep -v boilerplate || true)"
echo "not boilerplate: $(grep -c . <<<"$rows" || true)"
echo "  of which en~ur or en~en catalogue pairs: $(grep -c 'web/src/i18n/.*~ web/src/i18n/' <<<"$rows" || true)"
echo "  of which migration pairs: $(grep -c 'migrations/.*~ .*migrations/' <<<"$rows" || true)"
echo "$rows"
