#!/usr/bin/env bash
# Renders the local voice agent's prompt lines with festival (voice_cmu_us_slt_arctic_hts), converts them to
# 16 kHz mono s16 WAV with sox, trims leading/trailing silence and writes server/agent/prompts/prompts.json.
# Usage: bash scripts/make-agent-prompts.sh   (outputs are committed; rerun only when a line changes)
set -euo pipefail
cd "$(dirname "$0")/.."
out=server/agent/prompts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# id|text — the scripted recruiting screen (order is the conversation order; see server/agent/recruiter-script.ts).
lines=(
  "greeting|Hello! I'm the Vaiu recruiting assistant. Thanks for taking a few minutes to talk with me."
  "ask-name|To start, could you tell me your full name?"
  "ask-spell|Could you spell your name for me, letter by letter?"
  "ask-role|Which role are you applying for: software engineer, data engineer, product manager, or designer?"
  "ask-years|How many years of experience do you have in that role?"
  "ask-salary|Thank you. What are your salary expectations for this role?"
  "ask-employed|Are you currently employed?"
  "ask-notice|Got it. And what is your notice period with your current employer?"
  "ask-start|In which month could you start?"
  "closing|Thank you, that's everything I need. A recruiter will be in touch with you soon. Goodbye!"
  "reprompt|Are you still there? Take your time, I'm listening."
  "silence-goodbye|It seems I've lost you, so I'll end the call now. Feel free to call back any time. Goodbye!"
  "repeat|Sorry, could you say that again?"
  "skip|No problem, let's move on."
)
# Every confirmation the question grammars allow, from the dialogue data (server/agent/dialogue-plan.ts).
mapfile -t -O "${#lines[@]}" lines < <(node --import tsx scripts/agent-lines.ts)

manifest='[]'
for line in "${lines[@]}"; do
  id=${line%%|*}
  text=${line#*|}
  printf '%s\n' "$text" > "$tmp/$id.txt"
  text2wave -eval '(voice_cmu_us_slt_arctic_hts)' -o "$tmp/$id.raw.wav" "$tmp/$id.txt"
  # 16 kHz mono 16-bit; trim silence below 0.5 % at both ends, keep 60 ms of air after the last word.
  sox "$tmp/$id.raw.wav" -r 16000 -c 1 -b 16 -e signed-integer "$out/$id.wav" \
    silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse pad 0 0.06
  manifest=$(jq --arg id "$id" --arg text "$text" --arg file "$id.wav" '. + [{id: $id, text: $text, file: $file}]' <<<"$manifest")
  echo "$id: $(soxi -D "$out/$id.wav") s"
done
jq . <<<"$manifest" > "$out/prompts.json"
du -ch "$out"/*.wav | tail -1

# Test fixture (server/agent/fixtures): a visitor's spoken answer in a second voice (kal diphone, US male).
fixture=server/agent/fixtures/visitor-voice.wav
mkdir -p "$(dirname "$fixture")"
echo "My name is Sam Taylor. I'm currently a data engineer in Leeds." > "$tmp/visitor.txt"
text2wave -eval '(voice_kal_diphone)' -o "$tmp/visitor.raw.wav" "$tmp/visitor.txt"
sox "$tmp/visitor.raw.wav" -r 16000 -c 1 -b 16 -e signed-integer "$fixture" \
  silence 1 0.02 0.5% reverse silence 1 0.02 0.5% reverse
echo "fixture: $fixture ($(soxi -D "$fixture") s)"
