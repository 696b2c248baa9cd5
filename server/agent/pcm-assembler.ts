/** Turns binary frames of any byte length into whole s16le samples, carrying an odd byte to the next frame. */
export class PcmAssembler {
  private carry: number | null = null;

  /** Samples completed by this chunk (a fresh array each time). */
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
    const out = new Int16Array(bytes.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = bytes.readInt16LE(i * 2);
    return out;
  }
}
