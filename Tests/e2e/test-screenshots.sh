#!/usr/bin/env bash
# scripts/screenshots.py (make screenshots) renders real frames into small palette PNGs; it
# runs only where pyte and Pillow can be imported (the venv `make screenshots` makes, or the
# system's) and otherwise says it skipped, as this scenario does.
source "$(dirname "$0")/lib.sh"
repo=$(cd "$(dirname "$0")/../.." && pwd)
python=python3
[ -x "$repo/.build/screenshots-venv/bin/python" ] && python="$repo/.build/screenshots-venv/bin/python"
command -v "$python" >/dev/null 2>&1 || { echo "skipped: no python3"; exit 0; }

if ! "$python" -c 'import pyte, PIL' 2>/dev/null; then
  # Without the packages the script skips with a message and exit 0, installing nothing.
  output=$("$python" "$repo/scripts/screenshots.py" --tchart "$TCHART_BIN" --out "$E2E_TMP/shots" --no-install)
  grep -q '^skipped: pyte and Pillow are not installed' <<<"$output" || e2e_fail "no skip message: $output"
  [ ! -e "$E2E_TMP/shots" ] || [ -z "$(ls -A "$E2E_TMP/shots")" ] || e2e_fail "pictures written anyway"
  echo "skipped: pyte and Pillow are not installed (make screenshots installs them)"
  exit 0
fi

"$python" "$repo/scripts/screenshots.py" --tchart "$TCHART_BIN" --out "$E2E_TMP/shots" \
  --only explorer,pick --no-install >"$E2E_TMP/out" 2>&1 || e2e_fail "screenshots.py: $(cat "$E2E_TMP/out")"
for name in explorer pick; do
  png="$E2E_TMP/shots/$name.png"
  [ -s "$png" ] || e2e_fail "no $name.png: $(cat "$E2E_TMP/out")"
  "$python" - "$png" <<'PY' || e2e_fail "$name.png is not a small palette picture of the screen"
import sys
from PIL import Image
image = Image.open(sys.argv[1])
size = __import__("os").path.getsize(sys.argv[1])
assert image.format == "PNG" and image.mode == "P", (image.format, image.mode)
assert size < 300 * 1024, size
colours = len(image.getcolors(256) or [])
assert colours >= 4, colours  # more than a blank screen: text, lines, a background
PY
done
echo "ok"
