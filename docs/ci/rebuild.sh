#!/bin/sh
# Builds a Folio site in CI on every commit. The folio executable is compiled once per commit of
# Folio and kept in the CI cache under that commit; nothing else needs keeping, for every build
# reads, renders and writes the whole site.
#   SITE          the site folder (default: .)
#   CACHE         a folder the CI keeps between runs (default: .folio-cache)
#   FOLIO_SOURCE  a checkout of Folio (default: folio); `make release` is run there when the
#                 cache has no executable for its commit
#   KEEP_OUTPUT   1 keeps the last output in the cache too, so cover thumbnails are not made
#                 again: worth it for a reading log with many covers, and for nothing else
# The build uses SOURCE_DATE_EPOCH as "now" when it is set (for example the commit's time).
set -eu
SITE=${SITE:-.}
CACHE=${CACHE:-.folio-cache}
FOLIO_SOURCE=${FOLIO_SOURCE:-folio}
KEEP_OUTPUT=${KEEP_OUTPUT:-0}

# 1. The executable for Folio's commit: from the cache, or compiled and put there.
commit=$(git -C "$FOLIO_SOURCE" rev-parse HEAD)
FOLIO="$CACHE/folio-$commit"
if [ ! -x "$FOLIO" ]; then
  make -C "$FOLIO_SOURCE" release
  mkdir -p "$CACHE"
  rm -f "$CACHE"/folio-*
  cp "$FOLIO_SOURCE/.build/release/folio" "$FOLIO"
fi

# 2. With KEEP_OUTPUT=1, the last output (its cover thumbnails) comes back from the cache.
if [ "$KEEP_OUTPUT" = 1 ] && [ -d "$CACHE/Output" ] && [ ! -e "$SITE/Output" ]; then
  cp -a "$CACHE/Output" "$SITE/Output"
fi

# 3. Build: any warning fails the build; the JSON report is kept as an artifact either way.
status=0
"$FOLIO" build --site "$SITE" --strict --report "$SITE/folio-report.json" || status=$?

if [ "$status" -eq 0 ] && [ "$KEEP_OUTPUT" = 1 ]; then
  rm -rf "$CACHE/Output"
  cp -a "$SITE/Output" "$CACHE/Output"
fi
exit "$status"
# 4. Publish $SITE/Output (rsync, a Pages artifact, an object store, ...).
