#!/usr/bin/env bash
# Generates the landing page media into public/ from Debian tools (festival, espeak-ng, sox, ffmpeg):
# hero video + poster (also the Open Graph image) and three two-voice demo recordings (MP3).
# Logos, favicon, robots.txt and sitemap.xml are hand-written files in public/ and are not generated here.
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in text2wave sox ffmpeg; do command -v "$tool" >/dev/null || { echo "missing $tool" >&2; exit 1; }; done

OUT=public/media
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT"
RATE=22050

# agent LINE OUT: the AI recruiter (festival, US female HTS voice), normalised to mono $RATE Hz.
agent() {
  printf '%s' "$1" >"$TMP/line.txt"
  text2wave -eval '(voice_cmu_us_slt_arctic_hts)' "$TMP/line.txt" -o "$TMP/raw.wav"
  sox "$TMP/raw.wav" -r $RATE -c 1 -b 16 "$2" norm -3
}
# candidate LINE OUT: the candidate (festival kal diphone, US male), a little lower and warmer.
candidate() {
  printf '%s' "$1" >"$TMP/line.txt"
  text2wave -eval '(voice_kal_diphone)' "$TMP/line.txt" -o "$TMP/raw.wav"
  sox "$TMP/raw.wav" -r $RATE -c 1 -b 16 "$2" norm -4 bass +3
}

# dialogue NAME "A:line" "C:line" ...: alternating turns with natural pauses, a soft room tone, MP3 48 kbps.
dialogue() {
  local name=$1; shift
  local parts=() i=0
  sox -n -r $RATE -c 1 -b 16 "$TMP/gap.wav" trim 0 0.45
  for turn in "$@"; do
    local who=${turn%%:*} text=${turn#*:}
    if [ "$who" = A ]; then agent "$text" "$TMP/t$i.wav"; else candidate "$text" "$TMP/t$i.wav"; fi
    parts+=("$TMP/t$i.wav" "$TMP/gap.wav")
    i=$((i + 1))
  done
  sox "${parts[@]}" "$TMP/$name-dry.wav"
  local len; len=$(soxi -D "$TMP/$name-dry.wav")
  sox -n -r $RATE -c 1 -b 16 "$TMP/$name-room.wav" synth "$len" pinknoise vol 0.004
  sox -m "$TMP/$name-dry.wav" "$TMP/$name-room.wav" "$TMP/$name.wav" fade t 0.05 0 0.3
  ffmpeg -loglevel error -y -i "$TMP/$name.wav" -codec:a libmp3lame -b:a 48k -ac 1 "$OUT/$name.mp3"
  echo "$OUT/$name.mp3: $(stat -c %s "$OUT/$name.mp3") bytes, ${len}s"
}

dialogue candidate-calls \
  "A:Hi Jordan, this is Ava, the recruiting assistant at Northwind. Is now a good time for a two minute chat about the data analyst role?" \
  "C:Yes, now works for me." \
  "A:Great. What salary range are you looking for?" \
  "C:Somewhere around sixty five thousand a year." \
  "A:Thank you. And what is your current notice period?" \
  "C:One month." \
  "A:Perfect. I have noted that, and the hiring team will be in touch this week."

dialogue scheduling \
  "A:Hi Priya, it is Ava from Northwind. The hiring manager would like to meet you. Are you free on Tuesday at ten in the morning, your time?" \
  "C:Tuesday is tricky. Could we do Wednesday afternoon?" \
  "A:Of course. Wednesday at two p m Singapore time, which is nine a m in Berlin for the manager. Does that work?" \
  "C:Yes, that works." \
  "A:Done. You will receive a calendar invite in a moment."

dialogue notifications \
  "A:Hi Marco, this is Ava from Northwind with an update on your interview for the product designer role." \
  "C:Hi Ava, thanks for calling." \
  "A:Good news. The team would like to move you to the final round. I have updated your application and sent the details by email." \
  "C:That is great news, thank you!" \
  "A:You are welcome. Good luck in the final round."

# Hero video: a calm indigo night-sky gradient, the spoken line drawn as a live waveform, and a title.
agent "Hi, I am your recruiting assistant. I call candidates, schedule interviews, and keep your A T S up to date." "$TMP/hero-voice.wav"
sox "$TMP/hero-voice.wav" "$TMP/hero-audio.wav" pad 0.8 0 rate 44100
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
FONT_LIGHT=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
ffmpeg -loglevel error -y \
  -f lavfi -i "gradients=s=960x540:d=10:c0=0x0d1230:c1=0x2a1f78:c2=0x141a3f:x0=0:y0=0:x1=960:y1=540:speed=0.008:n=3,format=yuv420p" \
  -i "$TMP/hero-audio.wav" \
  -filter_complex "[1:a]apad=whole_dur=10,asplit=2[aout][aw];\
[aw]showwaves=s=560x150:mode=cline:rate=25:colors=0xa593ff|0x3fd9c2:scale=sqrt,format=yuva420p[wave];\
[0:v][wave]overlay=x=200:y=265:format=auto,\
drawtext=fontfile=$FONT:text='Vaiu Voice AI':fontcolor=white:fontsize=54:x=(w-tw)/2:y=120,\
drawtext=fontfile=$FONT_LIGHT:text='Calls candidates. Schedules interviews.':fontcolor=0xd6d9f5:fontsize=22:x=(w-tw)/2:y=195,\
drawtext=fontfile=$FONT_LIGHT:text='Keeps your ATS up to date.':fontcolor=0xd6d9f5:fontsize=22:x=(w-tw)/2:y=227,\
drawtext=fontfile=$FONT:text='LIVE CALL':fontcolor=0x3fd9c2:fontsize=16:x=(w-tw)/2:y=440,format=yuv420p[v]" \
  -map "[v]" -map "[aout]" -t 10 -r 25 \
  -c:v libx264 -profile:v high -preset slow -crf 28 -movflags +faststart \
  -c:a aac -b:a 64k -ac 1 "$OUT/hero.mp4"
echo "$OUT/hero.mp4: $(stat -c %s "$OUT/hero.mp4") bytes"

# Poster: a frame mid-sentence. WebP for the page, JPEG 1200x630 for Open Graph / Twitter cards.
ffmpeg -loglevel error -y -ss 4.2 -i "$OUT/hero.mp4" -frames:v 1 -c:v libwebp -quality 78 "$OUT/hero-poster.webp"
ffmpeg -loglevel error -y -ss 4.2 -i "$OUT/hero.mp4" -frames:v 1 \
  -vf "scale=1200:-2,crop=1200:630" -q:v 4 "$OUT/og-image.jpg"
ls -l "$OUT"
