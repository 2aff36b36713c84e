#!/usr/bin/env bash
# Draws each site's Open Graph picture (1200×630) from its icon, colours and English title, so a
# shared link shows which site it leads to. Usage: scripts/make-og-images.sh  (writes public/og/*.png)
# Needs ImageMagick, rsvg-convert (librsvg2-bin) and the DejaVu fonts.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
SANS="$FONT_DIR/DejaVuSans.ttf"
command -v convert >/dev/null || { echo "ImageMagick missing" >&2; exit 1; }
command -v rsvg-convert >/dev/null || { echo "rsvg-convert missing: apt-get install -y librsvg2-bin" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$ROOT/public/og"

# id, accent colour and English title and description, read from the registry and en.json.
node -e '
const fs = require("fs");
const registry = fs.readFileSync(process.argv[1], "utf8");
const en = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
for (const [, id, accent] of registry.matchAll(/id: "(\w+)",[\s\S]*?accentDark: "(#[0-9a-f]{6})"/g)) {
  console.log([id, accent, en.sites[id].title, en.sites[id].description].join("\t"));
}' "$ROOT/lib/sites/sites.ts" "$ROOT/messages/en.json" >"$WORK/sites.tsv"

while IFS=$'\t' read -r id accent title description; do
  rsvg-convert -w 280 -h 280 "$ROOT/public/icons/$id.svg" -o "$WORK/icon.png"
  convert -size 1200x630 "gradient:#111418-#1f2630" \
    -fill "$accent" -draw "rectangle 0 0 1200 14" -draw "rectangle 0 616 1200 630" \
    "$WORK/icon.png" -geometry +90+175 -composite \
    \( -size 720x260 -background none -fill "#f3f4f6" -font "$BOLD" caption:"$title" \) -geometry +420+120 -composite \
    \( -size 720x150 -background none -fill "#c9ced6" -font "$SANS" -pointsize 30 caption:"$description" \) -geometry +420+400 -composite \
    -strip -define png:compression-level=9 -colors 128 "$ROOT/public/og/$id.png"
  printf '%8d  public/og/%s.png\n' "$(stat -c %s "$ROOT/public/og/$id.png")" "$id"
done <"$WORK/sites.tsv"
