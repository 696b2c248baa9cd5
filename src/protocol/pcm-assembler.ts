// The transport's binary frames are s16le mono PCM (messages.ts). A frame may end on half a sample; this joins the
// odd byte onto the next frame. Shared by the agent server and the playback worklet; no DOM or Node names here.

/** Turns binary frames of any byte length into whole s16le samples, carrying an odd byte to the next frame. */
export class PcmAssembler {
  private carry: number | null = null;

  /**
   * `ownsChunks`: the caller hands over each chunk for good (a transferred ArrayBuffer), so an even, aligned chunk
   * can be viewed without a copy. Otherwise (e.g. a socket's pooled Buffer) every result is a fresh copy.
   */
  constructor(private readonly opts: { ownsChunks?: boolean } = {}) {}

  /** Samples completed by this chunk (one copy at most; none for an owned, even, aligned chunk). s16le = host order here. */
  push(chunk: Uint8Array): Int16Array {
    if (this.opts.ownsChunks && this.carry === null && chunk.length % 2 === 0 && chunk.byteOffset % 2 === 0) {
      return new Int16Array(chunk.buffer, chunk.byteOffset, chunk.length / 2);
    }
    // The stream so far is [carried byte?, ...chunk]; whole samples go out, an odd last byte is carried.
    const carried = this.carry;
    const total = (carried === null ? 0 : 1) + chunk.length;
    const out = new Int16Array(total >> 1);
    if (total % 2 === 1) this.carry = chunk.length > 0 ? chunk[chunk.length - 1] : carried;
    else this.carry = null;
    if (out.length === 0) return out;
    const bytes = new Uint8Array(out.buffer);
    if (carried === null) bytes.set(chunk.subarray(0, bytes.length));
    else {
      bytes[0] = carried;
      bytes.set(chunk.subarray(0, bytes.length - 1), 1);
    }
    return out;
  }

  /** Forgets a carried byte (playback was cleared). */
  reset(): void {
    this.carry = null;
  }
}
