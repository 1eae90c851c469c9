#!/bin/sh
# Rebuilds a Folio site in CI on every commit, reusing the last build's output and memento
# from the CI cache, so that only the files whose bytes changed are written anew.
#   SITE   the site folder (default: .)
#   CACHE  a folder the CI keeps between runs (default: .folio-cache)
#   FOLIO  the folio executable (default: folio)
# The build uses SOURCE_DATE_EPOCH as "now" when it is set (for example the commit's time).
set -eu
SITE=${SITE:-.}
CACHE=${CACHE:-.folio-cache}
FOLIO=${FOLIO:-folio}

# 1. Restore the last output and its memento (a fresh clone has neither).
if [ -d "$CACHE/Output" ] && [ -f "$CACHE/.Output.folio-memento" ]; then
  rm -rf "$SITE/Output"
  cp -a "$CACHE/Output" "$SITE/Output"
  cp -a "$CACHE/.Output.folio-memento" "$SITE/.Output.folio-memento"
fi

# 2. Build: any warning fails the build; the JSON report is kept as an artifact either way.
status=0
"$FOLIO" build --site "$SITE" --strict --report "$SITE/folio-report.json" || status=$?

# 3. Keep the new output and memento for the next run, only when the build succeeded.
if [ "$status" -eq 0 ]; then
  rm -rf "$CACHE"
  mkdir -p "$CACHE"
  cp -a "$SITE/Output" "$CACHE/Output"
  cp -a "$SITE/.Output.folio-memento" "$CACHE/.Output.folio-memento"
fi
exit "$status"
# 4. Publish $SITE/Output (rsync, a Pages artifact, an object store, ...).
