#!/usr/bin/env bash
# Duplication on production code (tests, generated files, seed data, migrations aside).
#   scripts/duplication.sh                 -> the project figure: pairs, boilerplate, non-boilerplate per 10k lines
#   scripts/duplication.sh PREFIX...       -> every non-boilerplate pair inside a tree made only of files under the prefixes
#                             (e.g. scripts/duplication.sh web/src/features/exchange web/src/shared)
# Needs the `duplicates` command (the team's tool library) on the PATH; issue 27 measures with it.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d /tmp/dupXXXX)
git ls-files -co --exclude-standard server web/src scripts | grep -E '\.(ts|tsx|js|mjs|css)$' \
  | grep -vE '(\.test\.|/test/|/e2e/|__generated__|/seed|openapi\.d\.ts|ksef/api/schema\.d\.ts|test-support|/fixtures/|\.spec\.)' > $tmp/all
if [ $# -gt 0 ]; then
  pat=$(printf '^%s|' "$@"); pat=${pat%|}
  grep -E "$pat" $tmp/all > $tmp/files || true
else cp $tmp/all $tmp/files; fi
rsync -a --files-from=$tmp/files . $tmp/tree/ 2>/dev/null || { mkdir -p $tmp/tree; while read f; do [ -f "$f" ] && mkdir -p "$tmp/tree/$(dirname "$f")" && cp "$f" "$tmp/tree/$f"; done < $tmp/files; }
cd $tmp/tree
lines=$(cat $(cat $tmp/files | while read f; do [ -f "$f" ] && echo "$f"; done) | wc -l)
duplicates --most 200 --seconds 300 > $tmp/out
head -1 $tmp/out
total=$(head -1 $tmp/out | grep -oE '^[0-9]+')
boiler=$(head -1 $tmp/out | grep -oE '[0-9]+ of those marked boilerplate' | grep -oE '^[0-9]+' || echo 0)
nb=$((total - boiler))
echo "lines: $lines  non-boilerplate pairs: $nb  per 10k lines: $(awk -v n=$nb -v l=$lines 'BEGIN{printf "%.1f", n*10000/l}')"
if [ $# -gt 0 ]; then grep -E '^D' $tmp/out | grep -v boilerplate; fi
rm -rf $tmp
