#!/usr/bin/env bash
# The fake microphone of tests/e2e/voice-call-recognition.spec.ts, from the committed ASR corpus (festival slt):
# 14 s of silence (the details modal opens the microphone before the call; the agent greets and asks the name),
# then "My name is Sam Taylor.", 8 s, "Data engineer.", 8 s, "I have five years of experience.", 1 s of silence (the spec plays it once).
# Each 8-s gap covers the end of the turn (1 s), decoding and most of the next question; an answer that comes while
# the agent still speaks barges in and is heard all the same. Usage: bash scripts/make-e2e-screening-wav.sh
set -euo pipefail
cd "$(dirname "$0")/.."
c=bench/asr-corpus
gap() { sox -n -r 16000 -c 1 -b 16 -e signed-integer "$1" trim 0 "$2"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gap "$tmp/lead.wav" 14
gap "$tmp/gap.wav" 8
gap "$tmp/tail.wav" 1
sox "$tmp/lead.wav" "$c/01-slt.wav" "$tmp/gap.wav" "$c/04-slt.wav" "$tmp/gap.wav" "$c/06-slt.wav" "$tmp/tail.wav" tests/fixtures/visitor-screening.wav
echo "tests/fixtures/visitor-screening.wav: $(soxi -D tests/fixtures/visitor-screening.wav) s"
