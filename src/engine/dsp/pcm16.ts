/** Encodes float samples (−1..1, clamped) as signed 16-bit PCM; returns the count written. Little-endian
 *  on every platform browsers run on, so the Int16Array's bytes are s16le. */
export function floatToPcm16(input: Float32Array, output: Int16Array, length: number = input.length): number {
  const n = Math.min(length, output.length);
  for (let i = 0; i < n; i++) {
    const s = input[i];
    const c = s > 1 ? 1 : s < -1 ? -1 : s || 0;
    output[i] = Math.round(c < 0 ? c * 0x8000 : c * 0x7fff);
  }
  return n;
}

/** Decodes signed 16-bit PCM into float samples (−1..1); returns the count written. */
export function pcm16ToFloat(input: Int16Array, output: Float32Array, length: number = input.length): number {
  const n = Math.min(length, output.length);
  for (let i = 0; i < n; i++) {
    const v = input[i];
    output[i] = v < 0 ? v / 0x8000 : v / 0x7fff;
  }
  return n;
}
