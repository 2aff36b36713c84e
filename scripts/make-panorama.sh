#!/usr/bin/env bash
# Draws the 360° garden view of the political site's property listing with ImageMagick 6.
# There is no photo of the garden, so the panorama is drawn: an equirectangular 4:1 picture
# (x = compass direction, north at both edges, the house in the south; y = horizon in the middle).
# Layers that cross the left/right edge are drawn three times, shifted by one picture width,
# and blurs wrap round, so the viewer can turn round without a seam.
# Usage: scripts/make-panorama.sh
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/media/political
mkdir -p "$OUT"
command -v convert >/dev/null || { echo "ImageMagick is missing: apt-get install -y --no-install-recommends imagemagick" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

W=4096
H=1024
HORIZON=512
HOUSE_X=2048 # south: the middle of the picture
DOOR_X=$((HOUSE_X - 10))

# Shared awk helpers; srand with a fixed seed keeps the picture the same from run to run.
cat >"$TMP/lib.awk" <<'AWK'
function rnd(a, b) { return a + rand() * (b - a) }
function fill(colour) { printf "fill '%s'\n", colour }
function stroke(colour, width) { printf "stroke '%s'\nstroke-width %s\n", colour, width }
function nostroke() { print "stroke none" }
function circle(x, y, r) { printf "circle %.1f,%.1f %.1f,%.1f\n", x, y, x + r, y }
function ellipse(x, y, rx, ry) { printf "ellipse %.1f,%.1f %.1f,%.1f 0,360\n", x, y, rx, ry }
function rect(x0, y0, x1, y1) { printf "rectangle %.1f,%.1f %.1f,%.1f\n", x0, y0, x1, y1 }
function line(x0, y0, x1, y1) { printf "line %.1f,%.1f %.1f,%.1f\n", x0, y0, x1, y1 }
function pi() { return atan2(0, -1) }
function wave(x, k, phase) { return sin(2 * pi() * k * x / W + phase) }
# Pitch below the horizon, in pixels, of a point on the ground `d` metres away (eye 1.6 m high).
function ground_y(d) { return HORIZON + atan2(1.6, d) * 180 / pi() / 90 * HORIZON }
function hedge_top(x) { return 499 + 4 * wave(x, 97, 0.4) + 3 * wave(x, 31, 1.7) + 2 * wave(x, 211, 2.9) }

# A broad-leaved tree: trunk, then dark, middle and light leaf clusters, light from above.
function tree(x, base, s, leaf, trunk, fruit,    i, a, r, cx, cy, n) {
  nostroke()
  fill(trunk)
  printf "polygon %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\n", x - 8 * s, base, x + 8 * s, base, x + 5 * s, base - 85 * s, x - 5 * s, base - 85 * s
  printf "polygon %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\n", x - 2 * s, base - 60 * s, x + 2 * s, base - 62 * s, x + 34 * s, base - 100 * s, x + 30 * s, base - 102 * s
  cx = x; cy = base - 125 * s
  for (n = 0; n < 3; n++) {
    fill(n == 0 ? "#2a5220" : n == 1 ? leaf : "#7aad4a")
    for (i = 0; i < 26; i++) {
      a = rnd(0, 2 * pi()); r = sqrt(rand())
      circle(cx + cos(a) * r * (70 - 14 * n) * s, cy + sin(a) * r * (52 - 10 * n) * s - n * 9 * s, rnd(15, 25) * s * (1 - 0.18 * n))
    }
  }
  if (fruit != "") {
    fill(fruit)
    for (i = 0; i < 22; i++) { a = rnd(0, 2 * pi()); r = sqrt(rand()); circle(cx + cos(a) * r * 62 * s, cy + sin(a) * r * 44 * s, 3.2 * s) }
  }
}

# A spruce: short trunk, stacked tiers that narrow towards the tip.
function conifer(x, base, s,    i, y, w) {
  nostroke()
  fill("#4a3322")
  rect(x - 5 * s, base - 30 * s, x + 5 * s, base)
  for (i = 0; i < 7; i++) {
    y = base - 22 * s - i * 27 * s; w = (58 - 7 * i) * s
    fill(i % 2 ? "#24502d" : "#1c4224")
    printf "polygon %.1f,%.1f %.1f,%.1f %.1f,%.1f\n", x - w, y, x + w, y, x, y - 62 * s
  }
}

# A birch: slim white trunk with dark marks, a loose light-green crown.
function birch(x, base, s,    i, a, r, y) {
  nostroke()
  fill("#ece8df")
  printf "polygon %.1f,%.1f %.1f,%.1f %.1f,%.1f %.1f,%.1f\n", x - 5 * s, base, x + 5 * s, base, x + 2 * s, base - 175 * s, x - 2 * s, base - 175 * s
  fill("#2b2b2b")
  for (y = base - 12 * s; y > base - 150 * s; y -= rnd(10, 22) * s) rect(x - 5 * s, y, x + rnd(-1, 4) * s, y + 2.5 * s)
  for (i = 0; i < 60; i++) {
    a = rnd(0, 2 * pi()); r = sqrt(rand())
    fill(i % 3 ? "#86b552" : "#5f9438")
    circle(x + cos(a) * r * 42 * s, base - 150 * s + sin(a) * r * 62 * s, rnd(6, 11) * s)
  }
}
AWK

layer() { # name awk-program: writes $TMP/name.mvg
  printf '%s\n' "$2" >"$TMP/$1.awk"
  awk -v W="$W" -v H="$H" -v HORIZON="$HORIZON" -v HOUSE_X="$HOUSE_X" -v DOOR_X="$DOOR_X" \
    -f "$TMP/lib.awk" -f "$TMP/$1.awk" >"$TMP/$1.mvg"
}

# ImageMagick's policy here forbids reading a drawing from a file (-draw @file), and one
# argument may hold at most 128 kB, so a drawing goes in as chunks, each restating the fill,
# stroke and translation in force where it starts.
chunks() { # mvg-file size: prints chunk file names
  awk -v size="$2" -v base="$1" '
    function flush() { if (body != "") { n++; f = base "." n; printf "%s%s", head, body > f; close(f); print f; body = "" } }
    function state(   s) { s = ""; if (tr != "") s = s tr "\n"; if (fl != "") s = s fl "\n"; if (st != "") s = s st "\n"; if (sw != "") s = s sw "\n"; return s }
    { if (length(body) > size) flush(); if (body == "") head = state(); body = body $0 "\n" }
    /^fill /         { fl = $0 } /^stroke /  { st = $0 } /^stroke-width / { sw = $0 } /^translate / { tr = $0 }
    END { flush() }' "$1"
}

# Draws an MVG file onto a PNG. With "tiled", every chunk is drawn three times — in place,
# one width left and one width right — so shapes crossing the picture edge continue on the other side.
draw() { # png mvg-file [tiled]
  local args=() total=0 chunk text dx
  for chunk in $(chunks "$2" 36000); do
    text=$(cat "$chunk")
    if [ "${3:-}" = tiled ]; then
      for dx in 0 -$W $W; do args+=(-draw "push graphic-context translate $dx,0 $text pop graphic-context"); done
      total=$((total + 3 * ${#text}))
    else
      args+=(-draw "$text")
      total=$((total + ${#text}))
    fi
    if ((total > 900000)); then
      convert "$1" "${args[@]}" -define png:compression-level=1 "$1"
      args=() total=0
    fi
  done
  if ((${#args[@]})); then convert "$1" "${args[@]}" -define png:compression-level=1 "$1"; fi
}

# The sun's glow, blurred strongly later.
layer sun 'BEGIN { nostroke(); for (r = 200; r > 20; r -= 30) { fill("#fff8dc2a"); circle(2700, 190, r) } }'

# Soft clouds; blurred later with a tiled virtual pixel so the blur wraps too.
layer clouds 'BEGIN {
  srand(11); nostroke()
  for (c = 0; c < 14; c++) {
    x = rnd(0, W); y = rnd(150, 370); s = rnd(0.6, 1.4)
    fill("#c9d3dccc"); for (i = 0; i < 7; i++) ellipse(x + rnd(-90, 90) * s, y + 10 * s, rnd(40, 70) * s, rnd(14, 22) * s)
    fill("#ffffffe6"); for (i = 0; i < 8; i++) ellipse(x + rnd(-85, 85) * s, y + rnd(-16, 2) * s, rnd(30, 60) * s, rnd(14, 26) * s)
  }
}'

# Two rows of hills from sums of whole waves around the circle, so they close on themselves.
layer hills 'BEGIN {
  nostroke()
  fill("#9db3c4"); printf "polygon"
  for (x = 0; x <= W; x += 8) printf " %d,%.1f", x, 458 - 24 * wave(x, 2, 0.7) - 14 * wave(x, 5, 2.1) - 6 * wave(x, 13, 0.3) - 3 * wave(x, 29, 1.1)
  printf " %d,%d 0,%d\n", W, 540, 540
  fill("#7f9f79"); printf "polygon"
  for (x = 0; x <= W; x += 8) printf " %d,%.1f", x, 492 - 12 * wave(x, 3, 1.9) - 8 * wave(x, 7, 0.2) - 3 * wave(x, 19, 2.5)
  printf " %d,%d 0,%d\n", W, 540, 540
  fill("#6c9160"); printf "polygon"
  for (x = 0; x <= W; x += 8) printf " %d,%.1f", x, 503 - 5 * wave(x, 4, 0.9) - 3 * wave(x, 11, 1.4)
  printf " %d,%d 0,%d\n", W, 540, 540
}'

# What shows through the fence in the north: a ripe field, a row of trees, a village church.
layer distance 'BEGIN {
  srand(5); nostroke()
  fill("#d8c46e"); rect(3250, 505, 4950, 513)
  stroke("#c2ac55", 1); for (y = 506; y < 513; y += 2.5) line(3250, y, 4950, y)
  nostroke()
  for (x = 3400; x < 4800; x += rnd(6, 14)) { fill(rand() < 0.5 ? "#3f6a3a" : "#4d7a44"); circle(x, 503 - rnd(0, 3), rnd(4, 8)) }
  fill("#9b9a96"); rect(4380, 476, 4390, 505)
  printf "polygon 4379,476 4391,476 4385,458\n"
  fill("#b7735a"); rect(4390, 491, 4420, 505)
  printf "polygon 4388,491 4422,491 4405,482\n"
}'

# The garden hedge runs round the plot; in the north a fence replaces it.
layer hedge 'BEGIN {
  srand(7); nostroke(); fill("#2c5a27"); printf "polygon"
  for (x = 650; x <= 3350; x += 6) {
    edge = (x - 650 < 3350 - x ? x - 650 : 3350 - x); k = edge < 40 ? sqrt(edge / 40) : 1
    printf " %d,%.1f", x, 556 - (556 - hedge_top(x)) * k
  }
  printf " 3350,556 650,556\n"
  for (i = 0; i < 5200; i++) {
    x = rnd(665, 3335); y = rnd(hedge_top(x) + 4, 552); r = rnd(2, 5)
    fill(i % 3 == 0 ? "#1f4620" : i % 3 == 1 ? "#3f7634cc" : "#55904299")
    circle(x, y, r)
  }
}'

# Contact shadows under house, trees, hedge and fence; blurred before use.
layer shadows 'BEGIN {
  nostroke(); fill("#14300f66")
  rect(650, 553, 3350, 561)
  ellipse(HOUSE_X + 80, 559, 370, 9)
  ellipse(980, 571, 110, 10); ellipse(1440, 560, 70, 6); ellipse(1620, 566, 40, 5)
  ellipse(2860, 650, 170, 18); ellipse(3270, 563, 60, 6); ellipse(4060, 606, 150, 16)
  rect(3320, 575, 4786, 581)
}'

# Stepping stones from the viewer to the front door, projected like the rest of the ground.
layer path 'BEGIN {
  fill("#bdb6aa"); stroke("#8f887c", 1.5)
  for (d = 0.7; d < 12.3; d += 0.72) {
    near = d; far = d + 0.48; printf "polygon"
    for (t = near; t <= far + 1e-6; t += 0.06) printf " %.1f,%.1f", DOOR_X - atan2(0.36, t) * 180 / pi() / 360 * W, ground_y(t)
    for (t = far; t >= near - 1e-6; t -= 0.06) printf " %.1f,%.1f", DOOR_X + atan2(0.36, t) * 180 / pi() / 360 * W, ground_y(t)
    printf "\n"
  }
}'

# The house: brick walls, anthracite hipped roof with a dormer, windows, door, garage.
layer house 'BEGIN {
  printf "translate %d,0\n", HOUSE_X
  nostroke()
  # garage, right of the house
  fill("#b05c3b"); rect(255, 478, 428, 556)
  stroke("#9a4e33", 1); for (y = 484; y < 556; y += 6) line(255, y, 428, y)
  nostroke(); fill("#4a4f55"); rect(250, 470, 433, 480)
  fill("#dedad2"); rect(274, 492, 408, 556)
  stroke("#aca79d", 1.5); for (y = 505; y < 556; y += 13) line(275, y, 407, y)
  stroke("#8d887f", 2); fill("none"); rect(274, 492, 408, 556)
  nostroke(); fill("#6e6a66"); rect(253, 549, 430, 558)
  # walls
  fill("#b8623f"); rect(-260, 452, 260, 556)
  stroke("#a0523a", 1); for (y = 458; y < 550; y += 6) line(-260, y, 260, y)
  nostroke(); fill("#6e6a66"); rect(-262, 546, 262, 558)
  # chimney behind the roof ridge, then the roof
  fill("#8b4a33"); rect(92, 322, 122, 400); fill("#55595e"); rect(88, 316, 126, 324)
  fill("#3c4248"); printf "polygon -292,458 292,458 160,360 -160,360\n"
  for (y = 366; y < 456; y += 7) {
    h = 160 + (y - 360) / 98 * 132
    stroke(int((y - 366) / 7) % 2 ? "#31363b" : "#2a2f34", 1.4); line(-h, y, h, y)
  }
  stroke("#23272b", 3); line(-160, 360, 160, 360)
  nostroke(); fill("#8a8f94"); rect(-295, 454, 295, 461); rect(252, 461, 257, 548)
  # dormer
  fill("#e6e0d5"); rect(-58, 394, 58, 446)
  fill("#3c4248"); printf "polygon -70,398 70,398 0,360\n"
  stroke("#23272b", 2); line(-70, 398, 0, 360); line(0, 360, 70, 398)
  nostroke()
  win(-36, 404, 36, 440)
  # ground floor
  win(-235, 476, -170, 530); win(-140, 476, -75, 530); win(65, 476, 130, 530); win(165, 476, 230, 530)
  fill("#44494f"); rect(-36, 478, 16, 556)
  fill("#a9c4d8"); rect(-14, 486, -6, 546)
  fill("#d8d4cc"); rect(8, 514, 11, 522)
  fill("#5c6166"); rect(-48, 466, 28, 472)
  fill("#ffe9a8"); circle(24, 488, 3)
  fill("#a9a49c"); rect(-46, 556, 26, 563)
  # flower bed along the front
  fill("#5a4030"); rect(-258, 557, -52, 566); rect(32, 557, 255, 566)
  srand(9)
  for (i = 0; i < 160; i++) {
    x = rnd(-255, 252); if (x > -54 && x < 34) continue
    fill(i % 4 == 0 ? "#e2474b" : i % 4 == 1 ? "#f2d14b" : i % 4 == 2 ? "#f4f1ea" : "#3f7a2e")
    circle(x, rnd(548, 563), rnd(1.5, 3.2))
  }
}
function win(x0, y0, x1, y1) {
  nostroke(); fill("#f4f2ee"); rect(x0, y0, x1, y1)
  fill("#6f93b0"); rect(x0 + 4, y0 + 4, x1 - 4, y1 - 4)
  fill("#c4dbeb88"); printf "polygon %d,%d %d,%d %d,%d\n", x0 + 4, y1 - 4, x0 + 4, y0 + 4, x1 - 4 - (x1 - x0) / 2, y0 + 4
  fill("#f4f2ee"); rect((x0 + x1) / 2 - 1.5, y0, (x0 + x1) / 2 + 1.5, y1); rect(x0, (y0 + y1) / 2 - 8, x1, (y0 + y1) / 2 - 5)
  fill("#d8d4cc"); rect(x0 - 4, y1, x1 + 4, y1 + 5)
}'

# Trees in front of the hedge; the one in the north-west stands across the picture edge.
layer trees 'BEGIN {
  srand(21)
  tree(980, 571, 1.35, "#3f7a2e", "#5b4030", "")
  conifer(1410, 558, 1.05); conifer(1475, 561, 1.2)
  birch(1620, 566, 1.0)
  tree(2860, 650, 1.75, "#4a8434", "#604431", "#c9352b")
  conifer(3270, 563, 1.1)
  tree(4060, 606, 1.6, "#3d782d", "#553b2b", "")
  birch(3090, 566, 0.9)
}'

# A painted picket fence in the north, across the picture edge.
layer fence 'BEGIN {
  nostroke(); fill("#d5cdbb"); rect(3320, 543, 4786, 548); rect(3320, 564, 4786, 569)
  for (x = 3320; x < 4786; x += 12) {
    fill("#ece6d8"); stroke("#b9b2a2", 1)
    printf "polygon %d,576 %d,576 %d,536 %.1f,530 %d,536\n", x, x + 7, x + 7, x + 3.5, x
  }
  nostroke(); fill("#cfc6b2")
  for (x = 3320; x < 4786; x += 168) rect(x - 3, 527, x + 10, 579)
}'

# Grass blades and daisies, larger near the viewer.
layer lawn 'BEGIN {
  srand(13)
  for (i = 0; i < 5200; i++) {
    y = 560 + (H - 560) * rand() ^ 0.7; x = rnd(0, W); k = (y - 540) / (H - 540)
    stroke(i % 3 == 0 ? "#2f6a2288" : i % 3 == 1 ? "#6aa04399" : "#86b85a77", 0.8 + 1.6 * k)
    line(x, y, x + rnd(-4, 4) * k, y - (3 + 18 * k) * rnd(0.5, 1))
  }
  nostroke()
  for (i = 0; i < 420; i++) {
    y = rnd(580, H - 20); x = rnd(0, W); k = (y - 540) / (H - 540)
    fill("#fbfaf5"); circle(x, y, 1 + 3.5 * k)
    fill("#f2c230"); circle(x, y, 0.4 + 1.3 * k)
  }
}'

# Sky gradient above, lawn gradient below; everything else drawn over them, near things last.
convert -size "${W}x560" gradient:"#2a64b0"-"#dcecf6" -background "#dcecf6" -gravity north -extent "${W}x${H}" "$TMP/sky.png"
convert -size "${W}x$((H - HORIZON))" gradient:"#97bd62"-"#3a7629" \
  -seed 3 -attenuate 0.35 -channel RGB +noise Gaussian +channel "$TMP/grass.png"
# The transparent ground carries the layer's own colour, or the blur would darken the fringes.
blurred() { # name sigma colour: the layer drawn on a transparent picture, blurred across the edge
  convert -size "${W}x${H}" xc:"$3" "$TMP/$1.png"
  draw "$TMP/$1.png" "$TMP/$1.mvg" tiled
  convert "$TMP/$1.png" -virtual-pixel tile -channel RGBA -blur "0x$2" +channel "$TMP/$1.png"
}
blurred sun 30 "#fff8dc00"
blurred clouds 7 "#ffffff00"
blurred hills 1.2 "#88a49000"
blurred shadows 4 "#14300f00"

P="$TMP/panorama.png"
convert "$TMP/sky.png" "$TMP/sun.png" -composite "$TMP/clouds.png" -composite -fill "#fffdf2" -draw "circle 2700,190 2726,190" \
  "$TMP/hills.png" -composite -define png:compression-level=1 "$P"
draw "$P" "$TMP/distance.mvg" tiled
convert "$P" "$TMP/grass.png" -geometry "+0+$HORIZON" -composite -define png:compression-level=1 "$P"
draw "$P" "$TMP/hedge.mvg"
convert "$P" "$TMP/shadows.png" -composite -define png:compression-level=1 "$P"
draw "$P" "$TMP/lawn.mvg" tiled
draw "$P" "$TMP/path.mvg"
draw "$P" "$TMP/house.mvg"
draw "$P" "$TMP/fence.mvg" tiled
draw "$P" "$TMP/trees.mvg" tiled

convert "$TMP/panorama.png" -strip -quality 78 -define webp:method=6 "$OUT/house-panorama.webp"
convert "$TMP/panorama.png" -strip -resize 1024x256 -quality 70 -define webp:method=6 "$OUT/house-panorama-poster.webp"
printf '%-28s %7s bytes\n' house-panorama.webp "$(stat -c %s "$OUT/house-panorama.webp")" \
  house-panorama-poster.webp "$(stat -c %s "$OUT/house-panorama-poster.webp")"
# The page loads the full picture on the start page; keep it light.
if (($(stat -c %s "$OUT/house-panorama.webp") >= 250000)); then echo "house-panorama.webp is 250 kB or more: lower -quality" >&2; exit 1; fi
