#!/bin/sh
# Rebuilds a Folio site in CI on every commit, reusing the last build's output, memento and
# rendered texts from the CI cache, so that only the pages and texts that changed are made anew.
#   SITE   the site folder (default: .)
#   CACHE  a folder the CI keeps between runs (default: .folio-cache)
#   FOLIO  the folio executable (default: folio)
# The build uses SOURCE_DATE_EPOCH as "now" when it is set (for example the commit's time).
set -eu
SITE=${SITE:-.}
CACHE=${CACHE:-.folio-cache}
FOLIO=${FOLIO:-folio}

# 1. Restore the last output, its memento and texts (a fresh clone has none of them).
if [ -d "$CACHE/Output" ] && [ -f "$CACHE/.Output.folio-memento" ]; then
  rm -rf "$SITE/Output"
  cp -a "$CACHE/Output" "$SITE/Output"
  cp -a "$CACHE/.Output.folio-memento" "$SITE/.Output.folio-memento"
  if [ -f "$CACHE/.Output.folio-texts" ]; then cp -a "$CACHE/.Output.folio-texts" "$SITE/.Output.folio-texts"; fi
fi

# 2. Build: any warning fails the build; the JSON report is kept as an artifact either way.
status=0
"$FOLIO" build --site "$SITE" --strict --report "$SITE/folio-report.json" || status=$?

# 3. Keep the new output, memento and texts for the next run, only when the build succeeded.
if [ "$status" -eq 0 ]; then
  rm -rf "$CACHE"
  mkdir -p "$CACHE"
  cp -a "$SITE/Output" "$CACHE/Output"
  cp -a "$SITE/.Output.folio-memento" "$CACHE/.Output.folio-memento"
  if [ -f "$SITE/.Output.folio-texts" ]; then cp -a "$SITE/.Output.folio-texts" "$CACHE/.Output.folio-texts"; fi
fi
exit "$status"
# 4. Publish $SITE/Output (rsync, a Pages artifact, an object store, ...).
