#!/usr/bin/env bash
# Regenerates the portfolio sample screenshots from the HTML mock-ups.
#   content/mockups/<slug>/<file>.html  ->  content/projects/<slug>/<file>.png
# Usage: content/mockups/capture.sh [slug ...]     (default: all four projects)
# Needs `chromium` on PATH. Output is exactly 1600x1000 px at device scale factor 1.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
projects="$root/content/projects"
slugs=("$@")
[ ${#slugs[@]} -eq 0 ] && slugs=(pricespider service-center metronics react-challenges)

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

for slug in "${slugs[@]}"; do
  mkdir -p "$projects/$slug"
  for html in "$here/$slug"/*.html; do
    name="$(basename "$html" .html)"
    out="$projects/$slug/$name.png"
    chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
      --disable-background-networking --disable-component-update --disable-sync \
      --hide-scrollbars --force-device-scale-factor=1 --user-data-dir="$profile" \
      --window-size=1600,1000 --screenshot="$out" "file://$html" >/dev/null 2>&1
    if command -v optipng >/dev/null 2>&1; then optipng -quiet -o2 "$out"; fi
    echo "$slug/$name.png  $(wc -c <"$out") bytes"
  done
done
