/** Root-mean-square of the first `length` samples of a block (0 for an empty block). */
export function rms(block: Float32Array, length: number = block.length): number {
  if (length <= 0) return 0;
  let sum = 0;
  for (let i = 0; i < length; i++) {
    const s = block[i];
    sum += s * s;
  }
  return Math.sqrt(sum / length);
}

/** docs/product.md §9 "summed level": the RMS of each channel of one render quantum, summed over the channels. */
export function summedLevel(channels: readonly Float32Array[]): number {
  let level = 0;
  for (let c = 0; c < channels.length; c++) level += rms(channels[c]);
  return level;
}
