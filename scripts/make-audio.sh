#!/usr/bin/env bash
# Renders the forum's radio feature from text alone: espeak-ng speaks the German script, ffmpeg
# adds a short jingle and encodes AAC in an MP4 container (served like the videos, no middleware).
# Usage: scripts/make-audio.sh   (writes public/forum/audio/friday-evening.mp4)
# Needs: apt-get install -y --no-install-recommends ffmpeg espeak-ng
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/forum/audio/friday-evening.mp4"
command -v ffmpeg >/dev/null || { echo "ffmpeg missing" >&2; exit 1; }
command -v espeak-ng >/dev/null || { echo "espeak-ng missing" >&2; exit 1; }

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# The transcript on the site (content.forum.blocks.audio.transcript) is this script, translated.
say() { espeak-ng -v "$1" -s 150 -p "$2" -w "$WORK/$3.wav" "$4"; }
say de+f2 55 part1 "Freitagabend in Hollmünde. Im Pfarrheim von Sankt Marien warten rund zweihundert Menschen auf Brot, Gemüse und ein freundliches Wort. Seit zweitausendzehn gibt das Sozialforum hier Lebensmittel aus, getragen von etwa sechzig Ehrenamtlichen."
say de+m3 40 part2 "Wir fragen nicht, warum jemand kommt. Wir freuen uns, dass er da ist."
say de+f2 55 part3 "Das Forum trifft sich alle sechs bis acht Wochen, um die Arbeit zu planen, und es lebt von Spenden."

# A three-note chime (C, E, G), each note fading out.
ffmpeg -hide_banner -loglevel error -y -f lavfi \
  -i "aevalsrc='0.25*sin(2*PI*523.25*t)*exp(-3*t)*lt(t,0.6)+0.25*sin(2*PI*659.25*(t-0.35))*exp(-3*(t-0.35))*between(t,0.35,1.1)+0.25*sin(2*PI*783.99*(t-0.7))*exp(-2.5*(t-0.7))*gte(t,0.7)':s=22050:d=1.8" \
  "$WORK/chime.wav"
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "anullsrc=r=22050:cl=mono:d=0.5" "$WORK/pause.wav"

for f in chime part1 pause part2 pause part3 pause chime; do
  ffmpeg -hide_banner -loglevel error -y -i "$WORK/$f.wav" -ar 22050 -ac 1 "$WORK/n-$f.wav"
  echo "file '$WORK/n-$f.wav'" >>"$WORK/list.txt"
done

mkdir -p "$(dirname "$OUT")"
ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$WORK/list.txt" \
  -af "loudnorm=I=-18:TP=-2" -ar 22050 -ac 1 -c:a aac -b:a 40k -movflags +faststart -map_metadata -1 -fflags +bitexact "$OUT"
printf '%8d  %s  (%ss)\n' "$(stat -c %s "$OUT")" "${OUT#"$ROOT"/}" \
  "$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$OUT")"
