#!/usr/bin/env bash
# Renders the demo clips and their posters from ffmpeg filters alone, so the repository needs no
# binary source material and anyone with ffmpeg + DejaVu fonts can reproduce them byte for byte.
# Clips carry no captions: the page shows each title in the visitor's language over the poster.
# Usage: scripts/make-videos.sh [clip ...]   (writes public/<domain>/videos/*.mp4, the members-only
# media/intern/<domain>/videos/*.mp4 and the posters public/images/*.jpg; all clips without arguments)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FONT_DIR="${FONT_DIR:-/usr/share/fonts/truetype/dejavu}"
SANS="$FONT_DIR/DejaVuSans.ttf"
BOLD="$FONT_DIR/DejaVuSans-Bold.ttf"
W=320
H=240
FPS=25

command -v ffmpeg >/dev/null || { echo "ffmpeg missing: apt-get install -y --no-install-recommends ffmpeg" >&2; exit 1; }
for font in "$SANS" "$BOLD"; do
  [[ -f "$font" ]] || { echo "font missing: $font (apt-get install fonts-dejavu-core)" >&2; exit 1; }
done

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Every gradients source below sets seed=1: its default random seed changes pixels between runs.
box() { printf 'drawbox=x=%s:y=%s:w=%s:h=%s:color=%s:t=%s:replace=1' "$1" "$2" "$3" "$4" "$5" "${6:-fill}"; }
glyph() { printf "drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=%s:x=%s:y=%s" "$SANS" "$@"; }
join() { local IFS=,; echo "$*"; }

# Eases a sprite from `from` to `to` during 0.7 s after `start` (quadratic ease-out).
ease() { printf "'%s+(%s-(%s))*(1-pow(max(0,1-(t-%s)/0.7),2))'" "$1" "$2" "$1" "$3"; }

encode() {
  local out="$1" seconds="$2" graph="$3"
  mkdir -p "$(dirname "$out")"
  ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$graph" -map '[v]' -t "$seconds" -r "$FPS" \
    -c:v libx264 -preset slow -tune animation -crf 26 -profile:v high -pix_fmt yuv420p \
    -movflags +faststart -an -map_metadata -1 -fflags +bitexact "$out"
}

poster() {
  local video="$1" at="$2" out="$3"
  mkdir -p "$(dirname "$out")"
  ffmpeg -hide_banner -loglevel error -y -ss "$at" -i "$video" -frames:v 1 -q:v 3 -map_metadata -1 -fflags +bitexact "$out"
}

food_distribution() {
  local seconds=8 graph="$WORK/food.graph"
  local crate
  crate="$(join \
    "color=c=black@0.0:s=72x44:r=$FPS:d=$seconds" format=yuva420p \
    "$(box 0 12 72 32 0x9c6b3c)" "$(box 0 22 72 2 0x6e4622)" "$(box 0 33 72 2 0x6e4622)" \
    "$(box 0 12 4 32 0x7a4f2a)" "$(box 68 12 4 32 0x7a4f2a)" "$(box 28 15 16 5 0x4a2f17)")"
  # Six crates stacked as a pyramid: bottom row first, each lowered from above the frame.
  local -a xs=(48 124 200 86 162 124) ys=(170 170 170 126 126 82) starts=(0.4 1.3 2.2 3.2 4.1 5.1)
  local -a veg=("0xd7301f" "0xef8a17" "0x4caf50" "0xd7301f" "0xc9a66b" "0x4caf50")
  {
    echo "gradients=s=${W}x${H}:r=$FPS:d=$seconds:c0=0xf6e7c8:c1=0xd8b98c:x0=0:y0=0:x1=0:y1=$H:speed=0.00001:seed=1,format=yuv420p,"
    join "$(box 0 206 $W 8 0x8a6f52)" "$(box 0 214 $W 26 0x5f5044)" "$(box 250 150 40 56 0xb08b61)" "$(box 250 150 40 4 0x8a6f52)"
    echo "[s0];"
    echo "$crate,split=6[c0][c1][c2][c3][c4][c5];"
    for i in 0 1 2 3 4 5; do
      echo "[c$i]$(glyph '●●●●●' 15 "${veg[$i]}" 3 0)[v$i];"
    done
    for i in 0 1 2 3 4 5; do
      echo "[s$i][v$i]overlay=x=${xs[$i]}:y=$(ease -50 "${ys[$i]}" "${starts[$i]}"):enable='gte(t,${starts[$i]})'[s$((i + 1))];"
    done
    echo "[s6]format=yuv420p[v]"
  } >"$graph"
  encode "$ROOT/public/forum/videos/food-distribution.mp4" "$seconds" "$graph"
  poster "$ROOT/public/forum/videos/food-distribution.mp4" 7 "$ROOT/public/images/food-distribution.jpg"
}

cafe() {
  local seconds=8 graph="$WORK/cafe.graph"
  local cup
  cup="$(join \
    "color=c=black@0.0:s=60x50:r=$FPS:d=$seconds" format=yuva420p \
    "$(box 44 16 12 18 0xfafafa 4)" "$(box 10 8 36 36 0xfafafa)" \
    "$(box 12 8 32 5 0x5a3620)" "$(box 0 44 60 6 0xe6dfd3)")"
  local -a xs=(36 130 224) stripes=("0x2a9d8f" "0xe76f51" "0x3a6ea5") starts=(0.4 1.3 2.2)
  {
    echo "gradients=s=${W}x${H}:r=$FPS:d=$seconds:c0=0xfbe3cf:c1=0xe2a97e:x0=0:y0=0:x1=0:y1=$H:speed=0.00001:seed=1,format=yuv420p,"
    join "$(box 24 70 110 4 0x8b5a2b)" "$(box 34 56 12 14 0x6c8e3a)" "$(box 54 52 12 18 0xc0504d)" "$(box 74 58 12 12 0xe0b84a)" \
      "$(box 0 172 $W 68 0x8b5a2b)" "$(box 0 172 $W 6 0x6d4320)"
    echo "[s0];"
    echo "$cup,split=3[k0][k1][k2];"
    echo "color=c=white@0.55:s=5x12:r=$FPS:d=$seconds,format=yuva420p,split=6[w0][w1][w2][w3][w4][w5];"
    for i in 0 1 2; do
      echo "[k$i]$(box 10 28 36 5 "${stripes[$i]}")[u$i];"
    done
    # Cups slide in from the right edge onto the table, then steam rises from each.
    for i in 0 1 2; do
      echo "[s$i][u$i]overlay=x=$(ease $W "${xs[$i]}" "${starts[$i]}"):y=128:enable='gte(t,${starts[$i]})'[s$((i + 1))];"
    done
    local n=3
    for i in 0 1 2; do
      for k in 0 1; do
        local wisp=$((i * 2 + k)) phase="$k.$((i * 3))"
        echo "[s$n][w$wisp]overlay=x='${xs[$i]}+$((22 + k * 8))+3*sin(3*t+$wisp)':y='126-mod((t+$phase)*20,44)':enable='gte(t,${starts[$i]}+0.8)'[s$((n + 1))];"
        n=$((n + 1))
      done
    done
    echo "[s$n]format=yuv420p[v]"
  } >"$graph"
  encode "$ROOT/public/forum/videos/cafe.mp4" "$seconds" "$graph"
  poster "$ROOT/public/forum/videos/cafe.mp4" 6 "$ROOT/public/images/cafe.jpg"
}

garden() {
  local seconds=10 wide=1040 graph="$WORK/garden.graph"
  local -a parts=()
  parts+=("$(glyph '●' 300 0x9ccc83 -40 40)" "$(glyph '●' 260 0x8fc277 560 70)")
  parts+=("$(glyph '●' 60 0xffd84a 300 0)")
  parts+=("$(box 0 150 $wide 90 0x4f9a3a)" "$(box 0 204 $wide 14 0xc9a26b)")
  for x in $(seq 4 26 $wide); do parts+=("$(box "$x" 118 6 34 0xf2efe6)"); done
  parts+=("$(box 0 126 $wide 4 0xe2ddd0)" "$(box 0 142 $wide 4 0xe2ddd0)")
  parts+=("$(box 470 84 18 70 0x6d4c2f)" "$(glyph '●' 120 0x3f8f3a 418 -6)")
  parts+=("$(box 820 98 120 56 0xb5533c)" "$(glyph '▲' 130 0x7a3b2e 818 14)" "$(box 866 118 28 36 0x5b3a29)")
  local -a flowers=("0xf06292" "0xffd54f" "0xba68c8")
  for i in 0 1 2 3 4 5; do
    local x=$((30 + i * 165))
    parts+=("$(box "$x" 160 130 36 0x6b4a2b)")
    parts+=("$(glyph '♣ ♣ ♣ ♣ ♣' 17 0x2e7d32 $((x + 8)) 158)")
    parts+=("$(glyph '✿ ✿ ✿ ✿' 15 "${flowers[$((i % 3))]}" $((x + 16)) 176)")
  done
  {
    echo "gradients=s=${wide}x${H}:r=$FPS:d=$seconds:c0=0x7ec8f5:c1=0xe6f5ff:x0=0:y0=0:x1=0:y1=150:speed=0.00001:seed=1,format=yuv420p,"
    join "${parts[@]}"
    # Clouds drift slower than the camera pans, which reads as depth.
    echo ",drawtext=fontfile=$SANS:text='☁':fontsize=56:fontcolor=white@0.92:x='180+6*t':y=4"
    echo ",drawtext=fontfile=$SANS:text='☁':fontsize=44:fontcolor=white@0.92:x='640+5*t':y=22"
    echo ",crop=$W:$H:x='(iw-ow)*(0.5-0.5*cos(PI*t/$seconds))':y=0,format=yuv420p[v]"
  } >"$graph"
  encode "$ROOT/public/political/videos/garden.mp4" "$seconds" "$graph"
  poster "$ROOT/public/political/videos/garden.mp4" 5 "$ROOT/public/images/garden.jpg"
}

river() {
  local seconds=10 graph="$WORK/river.graph"
  local -a parts=()
  # Far bank: a row of round tree crowns on trunks, dark against the dawn sky.
  for i in $(seq 0 9); do
    local x=$((i * 34 - 6)) size=$((46 + (i * 7) % 18))
    parts+=("$(glyph '●' "$size" 0x1f3b2c "$x" $((118 - size / 2)))")
  done
  parts+=("$(box 0 146 $W 8 0x203a2a)")
  {
    echo "gradients=s=${W}x${H}:r=$FPS:d=$seconds:c0=0x27335e:c1=0xf6a55c:x0=0:y0=0:x1=0:y1=150:speed=0.00001:seed=1,format=yuv420p,"
    # The sun rises behind the trees before they are drawn over it.
    echo "drawtext=fontfile=$SANS:text='●':fontsize=70:fontcolor=0xffd27a:x=170:y='112-5*t',"
    join "${parts[@]}"
    echo ",$(box 0 154 $W 86 0x2f5d7c)"
    # Ripples drift across the water; the sun's reflection flickers below it.
    for row in 0 1 2 3 4 5; do
      local y=$((162 + row * 12)) width=$((60 + row * 14))
      echo ",drawbox=x='mod(40*t+$((row * 53)),$((W + width)))-$width':y=$y:w=$width:h=2:color=0x9cc3dc@0.7:t=fill"
    done
    for row in 0 1 2 3 4; do
      echo ",drawbox=x='188+4*sin(5*t+$row)':y=$((158 + row * 14)):w=$((34 - row * 4)):h=4:color=0xffc46b@0.85:t=fill"
    done
    echo ",format=yuv420p[v]"
  } >"$graph"
  encode "$ROOT/public/political/videos/river.mp4" "$seconds" "$graph"
  poster "$ROOT/public/political/videos/river.mp4" 8 "$ROOT/public/images/river.jpg"
}

# Members only (served by the sign-in gate from media/intern/): the vault's brick wall gets new
# lime joints from left to right, under the sandstone lintel with the family verse.
restoration() {
  local seconds=10 graph="$WORK/restoration.graph" verse="$WORK/verse.txt"
  printf 'SELIG SIND, DIE DA LEID TRAGEN' >"$verse"
  local -a wall=() joints=()
  for row in $(seq 0 12); do
    local y=$((84 + row * 12)) shift=$(((row % 2) * 13))
    wall+=("$(box 0 "$y" $W 2 0x6e6a66)")
    joints+=("$(box 0 "$y" $W 2 0xe9e1cc)")
    for x in $(seq $((shift - 26)) 26 $W); do
      ((x < 0)) && continue
      wall+=("$(box "$x" $((y + 2)) 2 10 0x6e6a66)")
      joints+=("$(box "$x" $((y + 2)) 2 10 0xe9e1cc)")
    done
  done
  {
    echo "gradients=s=${W}x${H}:r=$FPS:d=$seconds:c0=0x9ec9e8:c1=0xdcecf6:x0=0:y0=0:x1=0:y1=80:speed=0.00001:seed=1,format=yuv420p,"
    echo "$(box 0 80 $W 160 0xa4482f),"
    join "${wall[@]}"
    echo "[s0];"
    echo "color=c=black@0.0:s=${W}x${H}:r=$FPS:d=$seconds,format=yuva420p,"
    join "${joints[@]}"
    echo "[j];"
    # The renewed joints slide in from the left as the trowel works its way across.
    echo "[s0][j]overlay=x='-$W+$W*min(1,t/8)':y=0[s1];"
    echo "[s1]$(box 60 62 200 24 0xd9c7a0),drawtext=fontfile=$BOLD:textfile=$verse:fontsize=10:fontcolor=0x5b4a32:x=(w-text_w)/2:y=70,"
    echo "drawtext=fontfile=$SANS:text='◆':fontsize=22:fontcolor=0x8d99a6:x='-6+$W*min(1,t/8)':y='86+120*abs(sin(1.3*t))',format=yuv420p[v]"
  } >"$graph"
  encode "$ROOT/media/intern/vault/videos/restoration-2001.mp4" "$seconds" "$graph"
  poster "$ROOT/media/intern/vault/videos/restoration-2001.mp4" 9 "$ROOT/public/images/restoration-2001.jpg"
}

clips=("$@")
((${#clips[@]})) || clips=(food_distribution cafe garden river restoration)
for clip in "${clips[@]}"; do "$clip"; done

for file in "$ROOT"/public/forum/videos/{food-distribution,cafe}.mp4 "$ROOT"/public/political/videos/{garden,river}.mp4 \
  "$ROOT"/media/intern/vault/videos/restoration-2001.mp4 "$ROOT"/public/images/{food-distribution,cafe,garden,river,restoration-2001}.jpg; do
  [[ -f "$file" ]] && printf '%8d  %s\n' "$(stat -c %s "$file")" "${file#"$ROOT"/}"
done
