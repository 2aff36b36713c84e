#!/usr/bin/env bash
# Draws the illustrative pictures of the morpheme site's /photos page with ImageMagick 6.
# There are no real photos of the game, so the pictures are drawn; rerun after changing a scene.
# Usage: scripts/make-photos.sh [scene-id ...]   (no argument: all scenes)
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/photos/morpheme
mkdir -p "$OUT"
command -v convert >/dev/null || { echo "ImageMagick is missing: apt-get install -y --no-install-recommends imagemagick" >&2; exit 1; }

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

W=1200
H=800
BOLD=DejaVu-Sans-Bold
REGULAR=DejaVu-Sans
# Zapf Chancery looks like marker handwriting; DejaVu Oblique is the fallback on slimmer systems.
HAND=DejaVu-Sans-Oblique
if convert -list font | grep -q "Font: Z003-Medium-Italic"; then HAND=Z003-Medium-Italic; fi

# Word-part colours of the game: light and dark end of each card's gradient, text colour.
STEM=("#a3a9b3" "#6b7280" "#ffffff")
PREFIX=("#5ee08c" "#15803d" "#ffffff")
SUFFIX=("#6aa8fb" "#1d4ed8" "#ffffff")
BUILDING=("#f58ac4" "#be185d" "#ffffff")
CIRCUMFIX=("#fde68a" "#eab308" "#3b2f05")
INFLEXION=("#fdae6b" "#ea580c" "#ffffff")
STRUCTURE=("#b9a3fb" "#6d28d9" "#ffffff")

text_width() { # font pointsize text
  convert -font "$1" -pointsize "$2" label:"$3" -format %w info:
}

# Wood grain: noise stretched along the planks, coloured through a gradient lookup table.
table() { # out dark light seed
  convert -seed "$4" -size 14x360 xc: +noise Random -colorspace gray -blur 0x0.6 \
    -resize "${W}x$((H + 40))!" -background gray50 -wave 5x700 -gravity center -crop "${W}x${H}+0+0" +repage \
    -auto-level -sigmoidal-contrast 5x45% \
    \( -size 1x256 gradient:"$2"-"$3" \) -clut \
    -fill "#ffffff14" -draw "rectangle 0,0 $W,264" -fill "#00000018" -draw "rectangle 0,537 $W,$H" \
    -fill "#00000066" -draw "rectangle 0,264 $W,266" -draw "rectangle 0,535 $W,537" \
    -fill "#ffffff22" -draw "line 0,267 $W,267" -draw "line 0,538 $W,538" \
    \( -size "${W}x${H}" radial-gradient:"#ffffff"-"#404040" -resize 170% -gravity center -crop "${W}x${H}+0+0" +repage \) \
    -compose multiply -composite -compose over "$1"
}

# A word-part card: gradient face, rounded corners, embossed word, small German part name, shadow.
card() { # out text colour-array-name label rotation [pointsize] [height]
  local out=$1 text=$2 label=$4 rot=$5 size=${6:-96} h=${7:-230}
  local -n colour=$3
  local tw w
  tw=$(text_width "$BOLD" "$size" "$text")
  w=$((tw + 90)); ((w < 170)) && w=170
  convert -size "${w}x${h}" gradient:"${colour[0]}"-"${colour[1]}" \
    \( -size "${w}x${h}" xc:black -fill white -draw "roundrectangle 0,0 $((w - 1)),$((h - 1)) 24,24" \) \
    -alpha off -compose CopyOpacity -composite -compose over \
    -fill none -stroke "#ffffff55" -strokewidth 3 -draw "roundrectangle 5,5 $((w - 6)),$((h - 6)) 20,20" -stroke none \
    -gravity center -font "$BOLD" -pointsize "$size" \
    -fill "#00000040" -annotate +2-10 "$text" \
    -fill "${colour[2]}" -annotate +0-14 "$text" \
    -gravity south -font "$REGULAR" -pointsize 22 -fill "${colour[2]}" -annotate +0+16 "$label" \
    \( +clone -background black -shadow 55x9+9+13 \) +swap -background none -layers merge +repage \
    -background none -rotate "$rot" "$out"
}

# Composites cards side by side, centred on the picture, a small gap between them.
lay_row() { # base out y gap card...
  local base=$1 out=$2 y=$3 gap=$4
  shift 4
  local total=0 f x
  for f in "$@"; do total=$((total + $(identify -format %w "$f") + gap)); done
  x=$(((W - total + gap) / 2))
  local args=()
  for f in "$@"; do
    args+=("$f" -geometry "+$x+$y" -composite)
    x=$((x + $(identify -format %w "$f") + gap))
  done
  convert "$base" "${args[@]}" "$out"
}

# Loose cards lying out of focus near the edges make the table look used.
blurred_card() { # out text colour-array-name rotation
  card "$TMP/loose.png" "$2" "$3" "" "$4" 70 170
  convert "$TMP/loose.png" -blur 0x5 "$1"
}

# A note on lined paper with the whole word written by hand.
note() { # out text rotation
  local tw w
  tw=$(text_width "$HAND" 50 "$2")
  w=$((tw + 110))
  convert -size "${w}x190" gradient:"#fffdf6"-"#f1e9d4" \
    -fill "#9cc3e6" -draw "line 0,62 $w,62" -draw "line 0,104 $w,104" -draw "line 0,146 $w,146" \
    -fill "#e8a0a0" -draw "line 44,0 44,190" \
    -font "$HAND" -pointsize 50 -fill "#1e3a8a" -annotate +64+96 "$2" \
    \( +clone -background black -shadow 45x7+6+9 \) +swap -background none -layers merge +repage \
    -background none -rotate "$3" "$1"
}

# A yellow pencil: hexagonal body shading, sharpened wooden tip, metal ferrule and eraser.
pencil() { # out rotation
  convert -size 440x34 xc:none \
    \( -size 330x34 gradient:"#fde68a"-"#d69e0b" -fill "#00000022" -draw "rectangle 0,11 330,12" -draw "rectangle 0,23 330,24" \) \
    -geometry +60+0 -composite \
    -fill "#e8c9a0" -draw "polygon 60,0 60,33 8,17" \
    -fill "#374151" -draw "polygon 22,10 22,24 8,17" \
    -fill "#c0c5cc" -draw "rectangle 390,0 412,33" -fill "#9ca3af" -draw "line 396,0 396,33" -draw "line 406,0 406,33" \
    -fill "#f08aa0" -draw "roundrectangle 412,0 439,33 8,8" \
    \( +clone -background black -shadow 50x4+5+7 \) +swap -background none -layers merge +repage \
    -background none -rotate "$2" "$1"
}

# Composes one table scene. Props are "kind args... x y" strings composited before the cards:
# blur TEXT COLOUR ROT X Y | note TEXT ROT X Y | pencil ROT X Y
word_scene() { # id seed dark light row-y props-separated-by-semicolons then triples: text colour label
  local id=$1 seed=$2 dark=$3 light=$4 row_y=$5 props=$6
  shift 6
  table "$TMP/table.png" "$dark" "$light" "$seed"
  cp "$TMP/table.png" "$TMP/base.png"
  local prop parts n=0
  IFS=';' read -ra parts <<<"$props"
  for prop in "${parts[@]}"; do
    # shellcheck disable=SC2086
    set -- $prop "$@"
    case $1 in
      blur) blurred_card "$TMP/p$n.png" "$2" "$3" "$4"; shift 4 ;;
      note) note "$TMP/p$n.png" "${2//_/ }" "$3"; shift 3 ;;
      pencil) pencil "$TMP/p$n.png" "$2"; shift 2 ;;
    esac
    convert "$TMP/base.png" "$TMP/p$n.png" -geometry "$(printf '%+d%+d' "$1" "$2")" -composite "$TMP/base.png"
    shift 2
    n=$((n + 1))
  done
  local cards=() i=0 rots=(-3 2 -1.5 3)
  while (($#)); do
    card "$TMP/c$i.png" "$1" "$2" "$3" "${rots[$i]}"
    cards+=("$TMP/c$i.png")
    i=$((i + 1))
    shift 3
  done
  lay_row "$TMP/base.png" "$TMP/$id.png" "$row_y" -40 "${cards[@]}"
}

scene_word-cards-unglucklich() {
  word_scene word-cards-unglucklich 11 "#5b3a1f" "#b9824f" 230 \
    "blur ab PREFIX -28 -60 -30;note unglücklich -5 70 540;pencil -18 720 560" \
    "Un" PREFIX "Präfix" "glück" STEM "Stamm" "lich" SUFFIX "Suffix"
}
scene_word-cards-gespielt() {
  word_scene word-cards-gespielt 23 "#4a3323" "#a0714a" 270 \
    "blur lauf STEM 14 950 -40;blur en INFLEXION -22 -50 590;pencil 8 60 90" \
    "ge" CIRCUMFIX "Zirkumfix" "spiel" STEM "Stamm" "t" CIRCUMFIX "Zirkumfix"
}
scene_word-cards-haustur() {
  word_scene word-cards-haustur 37 "#6b4a2b" "#d2a373" 220 \
    "blur Garten STEM -12 -90 -60;note die_Haustür 4 700 545" \
    "Haus" STEM "Stamm" "tür" STEM "Stamm"
}
scene_word-cards-freundschaft() {
  word_scene word-cards-freundschaft 41 "#3d2b1f" "#8e6242" 260 \
    "blur keit SUFFIX 19 980 -50;blur lich SUFFIX -9 1000 620;pencil 160 40 600" \
    "Freund" STEM "Stamm" "schaft" SUFFIX "Suffix"
}
scene_word-cards-besuchen() {
  word_scene word-cards-besuchen 53 "#60412a" "#c79566" 250 \
    "blur ver PREFIX -25 -70 -40;blur t INFLEXION 21 1030 610;note wir_besuchen -4 90 560" \
    "be" PREFIX "Präfix" "such" STEM "Stamm" "en" INFLEXION "Flexion"
}

# A game block: gradient face over a darker side, so it stands a few millimetres off the board.
block() { # out text colour-array-name [pointsize]
  local out=$1 text=$2 size=${4:-40} h=78 depth=9
  local -n colour=$3
  local tw w
  tw=$(text_width "$BOLD" "$size" "$text")
  w=$((tw + 44)); ((w < 78)) && w=78
  local mask=(\( -size "${w}x${h}" xc:black -fill white -draw "roundrectangle 0,0 $((w - 1)),$((h - 1)) 14,14" \))
  convert -background none \
    \( -size "${w}x${h}" xc:"${colour[1]}" -modulate 70 "${mask[@]}" -alpha off -compose CopyOpacity -composite -repage "+0+$depth" \) \
    \( -size "${w}x${h}" gradient:"${colour[0]}"-"${colour[1]}" "${mask[@]}" -alpha off -compose CopyOpacity -composite -compose over \
       -fill none -stroke "#ffffff66" -strokewidth 2 -draw "roundrectangle 3,3 $((w - 4)),$((h - 4)) 11,11" -stroke none \
       -gravity center -font "$BOLD" -pointsize "$size" -fill "#00000035" -annotate +1+1 "$text" \
       -fill "${colour[2]}" -annotate +0-1 "$text" -repage +0+0 \) \
    -layers merge +repage \
    \( +clone -background black -shadow 50x4+4+6 \) +swap -background none -layers merge +repage "$out"
}

# Places blocks left to right from x,y on an image in place.
lay_blocks() { # image x y block...
  local img=$1 x=$2 y=$3
  shift 3
  local args=() f
  for f in "$@"; do
    args+=("$f" -geometry "+$x+$y" -composite)
    x=$((x + $(identify -format %w "$f") - 10))
  done
  convert "$img" "${args[@]}" "$img"
}

scene_game-board() {
  table "$TMP/table.png" "#3b2a1d" "#8a5e3c" 61
  local bw=1000 bh=620
  # Board: dark green frame, cream playing field, four grooves that hold one word each.
  convert -size "${bw}x${bh}" gradient:"#24573f"-"#173a2a" \
    \( -size "${bw}x${bh}" xc:black -fill white -draw "roundrectangle 0,0 $((bw - 1)),$((bh - 1)) 30,30" \) \
    -alpha off -compose CopyOpacity -composite -compose over \
    -fill "#f3ead6" -draw "roundrectangle 28,28 $((bw - 29)),$((bh - 29)) 18,18" \
    "$TMP/board.png"
  local gy
  for gy in 56 170 284 398; do
    convert "$TMP/board.png" -fill "#e2d5b8" -stroke "#cdbd9b" -strokewidth 2 \
      -draw "roundrectangle 60,$gy $((bw - 61)),$((gy + 100)) 16,16" "$TMP/board.png"
  done
  local i=0 spec
  for spec in "der STRUCTURE" "Freund STEM" "es BUILDING" "kreis STEM" \
    "un PREFIX" "glück STEM" "lich SUFFIX" \
    "ge CIRCUMFIX" "spiel STEM" "t CIRCUMFIX" \
    "wir STRUCTURE" "be PREFIX" "such STEM" "en INFLEXION"; do
    # shellcheck disable=SC2086
    block "$TMP/k$i.png" $spec
    i=$((i + 1))
  done
  lay_blocks "$TMP/board.png" 80 63 "$TMP/k0.png" "$TMP/k1.png" "$TMP/k2.png" "$TMP/k3.png"
  lay_blocks "$TMP/board.png" 80 177 "$TMP/k4.png" "$TMP/k5.png" "$TMP/k6.png"
  lay_blocks "$TMP/board.png" 80 291 "$TMP/k7.png" "$TMP/k8.png" "$TMP/k9.png"
  lay_blocks "$TMP/board.png" 80 405 "$TMP/k10.png" "$TMP/k11.png" "$TMP/k12.png" "$TMP/k13.png"
  # Legend along the lower edge: one dot per word-part colour with its German name.
  local x=66 legend=() name col tw
  for spec in "Stamm STEM" "Präfix PREFIX" "Suffix SUFFIX" "Baustein BUILDING" \
    "Zirkumfix CIRCUMFIX" "Flexion INFLEXION" "Strukturwort STRUCTURE"; do
    name=${spec% *}
    local -n col=${spec#* }
    legend+=(-fill "${col[1]}" -draw "circle $((x + 9)),$((bh - 70)) $((x + 9)),$((bh - 60))")
    legend+=(-fill "#3f3a30" -annotate "+$((x + 26))+$((bh - 62))" "$name")
    tw=$(text_width "$REGULAR" 20 "$name")
    x=$((x + tw + 44))
    unset -n col
  done
  convert "$TMP/board.png" -font "$REGULAR" -pointsize 20 "${legend[@]}" \
    \( +clone -background black -shadow 60x14+12+18 \) +swap -background none -layers merge +repage \
    -background none -rotate -1.2 "$TMP/board.png"
  block "$TMP/l1.png" "keit" SUFFIX
  block "$TMP/l2.png" "ver" PREFIX
  convert "$TMP/l1.png" -background none -rotate 24 "$TMP/l1.png"
  convert "$TMP/l2.png" -background none -rotate -17 "$TMP/l2.png"
  convert "$TMP/table.png" "$TMP/board.png" -gravity center -geometry +4-6 -composite -gravity northwest \
    "$TMP/l1.png" -geometry +1060+660 -composite "$TMP/l2.png" -geometry -20+8 -composite "$TMP/game-board.png"
}

# A whiteboard marker lying in the tray: white barrel, coloured cap and label band.
marker() { # out colour
  convert -size 150x26 gradient:"#ffffff"-"#c9ced6" \
    \( -size 150x26 xc:black -fill white -draw "roundrectangle 0,0 149,25 12,12" \) \
    -alpha off -compose CopyOpacity -composite -compose over \
    -fill "$2" -draw "roundrectangle 104,0 149,25 12,12" -draw "rectangle 40,5 90,20" \
    -fill "#ffffff55" -draw "line 6,6 98,6" \
    \( +clone -background black -shadow 50x3+2+3 \) +swap -background none -layers merge +repage "$1"
}

scene_classroom-whiteboard() {
  # Wall, board frame, a soft diagonal reflection on the white surface.
  convert -size "${W}x${H}" gradient:"#ece6da"-"#cfc6b5" \
    -fill "#a9a194" -draw "rectangle 70,44 1130,642" \
    -blur 0x10 \
    \( -size 1060x598 gradient:"#e3e7ec"-"#8d949d" \
       \( -size 1060x598 xc:black -fill white -draw "roundrectangle 0,0 1059,597 10,10" \) \
       -alpha off -compose CopyOpacity -composite -compose over \
       -fill "#fdfdfc" -draw "rectangle 16,16 1043,581" \) -geometry +70+38 -composite \
    \( -size 1028x566 xc:none -fill "#dfe6ee66" -draw "polygon 560,0 760,0 380,566 180,566" -blur 0x40 \) \
    -geometry +86+54 -composite \
    "$TMP/wb.png"
  # Marker writing: the word, then its split with arcs and part names.
  convert "$TMP/wb.png" -font "$HAND" -fill "#1e3a8a" -pointsize 132 -annotate +150+205 "Morphem" \
    -fill "#1f2937" -pointsize 104 -annotate +190+410 "Morph" \
    -fill "#b91c1c" -stroke "#b91c1c" -strokewidth 6 -draw "line 500,310 480,430" -stroke none \
    -fill "#1f2937" -annotate +520+410 "em" \
    -fill none -strokewidth 5 -stroke "#15803d" -draw "path 'M 195,435 Q 325,490 460,435 Q 325,490 195,435'" \
    -stroke "#1d4ed8" -draw "path 'M 520,435 Q 580,480 640,435 Q 580,480 520,435'" \
    -stroke "#1e3a8a" -draw "path 'M 660,150 Q 720,200 660,290 Q 720,200 660,150'" \
    -draw "path 'M 648,266 L 660,290 L 682,276 L 660,290 Z'" -stroke none \
    -pointsize 44 -fill "#15803d" -annotate +250+530 "Stamm" \
    -fill "#1d4ed8" -annotate +540+530 "Suffix" \
    -fill "#b91c1c" -strokewidth 4 -stroke "#b91c1c" -draw "line 740,110 740,560" -stroke none \
    -fill "#1f2937" -pointsize 50 -annotate +775+170 "Beispiele:" \
    -pointsize 50 -annotate +775+270 "Un | glück | lich" \
    -pointsize 28 -fill "#15803d" -annotate +772+310 "Präfix" \
    -fill "#6b7280" -annotate +880+310 "Stamm" \
    -fill "#1d4ed8" -annotate +1010+310 "Suffix" \
    -fill "#1f2937" -pointsize 50 -annotate +775+420 "Freund | schaft" \
    -pointsize 28 -fill "#6b7280" -annotate +800+460 "Stamm" \
    -fill "#1d4ed8" -annotate +972+460 "Suffix" \
    "$TMP/wb.png"
  # Tray with markers and an eraser, then a blurred desk edge in the foreground for depth.
  marker "$TMP/m1.png" "#1e3a8a"
  marker "$TMP/m2.png" "#b91c1c"
  marker "$TMP/m3.png" "#15803d"
  convert "$TMP/m2.png" -background none -rotate 180 "$TMP/m2.png"
  convert -size 170x36 gradient:"#a7774c"-"#6e4526" \
    \( -size 170x36 xc:black -fill white -draw "roundrectangle 0,0 169,35 8,8" \) \
    -alpha off -compose CopyOpacity -composite -compose over \
    -fill "#3a3f47" -draw "roundrectangle 0,24 169,35 6,6" \
    \( +clone -background black -shadow 50x3+2+3 \) +swap -background none -layers merge +repage "$TMP/eraser.png"
  table "$TMP/desk.png" "#5b3a1f" "#b9824f" 83
  convert "$TMP/wb.png" \
    \( -size 1100x22 gradient:"#d3d7dc"-"#8e959e" \) -geometry +50+640 -composite \
    "$TMP/m1.png" -geometry +300+618 -composite "$TMP/m2.png" -geometry +470+620 -composite \
    "$TMP/m3.png" -geometry +640+618 -composite "$TMP/eraser.png" -geometry +860+608 -composite \
    \( "$TMP/desk.png" -crop "${W}x110+0+300" +repage -blur 0x6 \) -geometry +0+690 -composite \
    \( -size "${W}x26" gradient:"#00000055"-"#00000000" \) -geometry +0+690 -composite \
    "$TMP/classroom-whiteboard.png"
}

# A card file seen from the front: dividers with coloured tabs rise behind the wooden front panel.
scene_card-box() {
  table "$TMP/table.png" "#7a5534" "#d8ab7c" 71
  local bx=270 by=40 bw=660 bh=540
  convert -size "${bw}x${bh}" xc:none \
    -fill "#3e2815" -draw "roundrectangle 0,30 $((bw - 1)),$((bh - 1)) 18,18" \
    -fill "#b7875a" -draw "roundrectangle 0,30 $((bw - 1)),52 10,10" \
    "$TMP/box.png"
  local k=0 spec name tab_x tab_w cy
  for spec in "Strukturwort STRUCTURE" "Flexion INFLEXION" "Zirkumfix CIRCUMFIX" "Baustein BUILDING" \
    "Suffix SUFFIX" "Präfix PREFIX" "Stamm STEM"; do
    name=${spec% *}
    local -n col=${spec#* }
    tab_w=$(($(text_width "$BOLD" 20 "$name") + 30))
    tab_x=$((36 + k * 68))
    cy=$((62 + k * 36))
    # Each divider: tab and card face drawn together, a faint shadow falling on the one behind.
    convert -size "$((bw - 60))x330" xc:none \
      -fill "${col[1]}" -draw "roundrectangle $tab_x,0 $((tab_x + tab_w)),60 10,10" \
      -fill "#ffffff40" -draw "roundrectangle $((tab_x + 3)),3 $((tab_x + tab_w - 3)),20 8,8" \
      -fill "#f8f1e0" -draw "roundrectangle 0,34 $((bw - 61)),329 6,6" \
      -fill "#e9dcc0" -draw "rectangle 0,36 $((bw - 61)),40" \
      -font "$BOLD" -pointsize 20 -fill "${col[2]}" -annotate "+$((tab_x + 15))+27" "$name" \
      \( +clone -background black -shadow 45x5+0-4 \) +swap -background none -layers merge +repage \
      "$TMP/divider.png"
    convert "$TMP/box.png" "$TMP/divider.png" -geometry "+30+$cy" -composite "$TMP/box.png"
    unset -n col
    k=$((k + 1))
  done
  # Front panel with a brass label holder; the side walls frame the dividers.
  convert "$TMP/box.png" \
    -fill "#a57449" -draw "rectangle 0,30 22,$((bh - 1))" -draw "rectangle $((bw - 23)),30 $((bw - 1)),$((bh - 1))" \
    \( -size "${bw}x200" gradient:"#d29c69"-"#8c5c35" \
       \( -size "${bw}x200" xc:black -fill white -draw "roundrectangle 0,-20 $((bw - 1)),199 18,18" \) \
       -alpha off -compose CopyOpacity -composite -compose over \
       -fill "#ffffff40" -draw "rectangle 0,0 $((bw - 1)),5" \
       \( -size 260x84 gradient:"#f2d98a"-"#a9812f" \
          \( -size 260x84 xc:black -fill white -draw "roundrectangle 0,0 259,83 12,12" \) \
          -alpha off -compose CopyOpacity -composite -compose over \
          -fill "#fbf6e6" -draw "roundrectangle 14,14 245,69 6,6" \
          -gravity center -font "$BOLD" -pointsize 32 -fill "#3b2f20" -annotate +0+0 "Morpheme" \) \
       -gravity center -geometry +0-10 -composite -gravity northwest \
       -fill "#c9a54f" -draw "circle 200,160 200,166" -draw "circle 460,160 460,166" \) \
    -geometry "+0+$((bh - 200))" -composite \
    \( +clone -background black -shadow 60x16+16+20 \) +swap -background none -layers merge +repage \
    "$TMP/box.png"
  card "$TMP/c1.png" "Un" PREFIX "Präfix" -14 72 170
  card "$TMP/c2.png" "lich" SUFFIX "Suffix" 11 72 170
  convert "$TMP/table.png" "$TMP/box.png" -geometry "+$bx+$by" -composite \
    "$TMP/c1.png" -geometry +50+530 -composite "$TMP/c2.png" -geometry +900+540 -composite \
    "$TMP/card-box.png"
}

SCENES=(word-cards-unglucklich word-cards-gespielt word-cards-haustur word-cards-freundschaft word-cards-besuchen game-board classroom-whiteboard card-box)

render() { # id
  "scene_$1"
  convert "$TMP/$1.png" -strip -quality 80 -define webp:method=6 "$OUT/$1.webp"
  convert "$TMP/$1.png" -strip -resize "400x267^" -gravity center -extent 400x267 \
    -quality 80 -define webp:method=6 "$OUT/$1-thumb.webp"
  printf '%-30s %6s bytes  thumb %6s bytes\n' "$1" "$(stat -c %s "$OUT/$1.webp")" "$(stat -c %s "$OUT/$1-thumb.webp")"
}

if (($#)); then SCENES=("$@"); fi
for scene in "${SCENES[@]}"; do render "$scene"; done
