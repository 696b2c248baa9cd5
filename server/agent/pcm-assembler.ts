/** Turns binary frames of any byte length into whole s16le samples, carrying an odd byte to the next frame. */
export class PcmAssembler {
  private carry: number | null = null;

  /** Samples completed by this chunk (a fresh array each time; the chunk is not kept). */
  push(chunk: Buffer): Int16Array {
    let bytes = chunk;
    if (this.carry !== null) {
      bytes = Buffer.concat([Buffer.from([this.carry]), chunk]);
      this.carry = null;
    }
    if (bytes.length % 2 === 1) {
      this.carry = bytes[bytes.length - 1];
      bytes = bytes.subarray(0, bytes.length - 1);
    }
    // One copy into a fresh, aligned buffer; s16le matches the host's byte order (little-endian everywhere Node runs here).
    const out = new Int16Array(bytes.length / 2);
    new Uint8Array(out.buffer).set(bytes);
    return out;
  }
}
