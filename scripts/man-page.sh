#!/usr/bin/env bash
# Usage: scripts/man-page.sh GENERATED.1 TCHART > docs/tchart.1 (run by `make man`).
# Takes the page ArgumentParser's generate-manual plugin wrote from the command definitions,
# drops the hidden commands (debug-input, manual-sections), turns its empty lines into
# paragraph breaks (mdoc warns about empty lines) and puts the sections TCHART makes from its key
# and config tables (`tchart manual-sections`: keys, mouse, files, configuration, exit status,
# examples) in place of the plugin's bare EXIT STATUS. The plugin drops characters outside ASCII:
# `tchart --experimental-dump-help` writes them as roff escapes with @@ for the backslash
# (`@@(<-` for `←`), turned back here.
set -euo pipefail
generated=$1
tchart=$2
sections=$(mktemp)
trap 'rm -f "$sections"' EXIT
"$tchart" manual-sections >"$sections"
awk -v sections="$sections" '
  /^\.It Em (debug-input|manual-sections)$/ { hidden = 1; next }
  /^\.It Em / { hidden = 0 }
  hidden && /^\.El$/ { hidden = 0; next }
  hidden { next }
  /^\.Sh "EXIT STATUS"$/ {
    while ((getline line < sections) > 0) print line
    skip = 1
    next
  }
  skip { next }
  /^$/ { print ".Pp"; next }
  { gsub(/@@/, "\\"); print }
' "$generated"
