import type { EndedReason } from '../../src/protocol/messages.ts';

/** A call with a connected agent. */
export type LiveCall = { end(reason: EndedReason, connected?: boolean, closeCode?: number): Promise<void> };

/** The live calls by call id: connected, or waiting for a resume after a drop (one connection per call at a time). */
export class LiveCalls {
  private readonly calls = new Map<string, LiveCall>();
  private readonly connected = new Set<string>();

  /** The live call, if connected. */
  get(id: string): LiveCall | undefined {
    return this.calls.get(id);
  }

  /** Number of connected calls. */
  get size(): number {
    return this.calls.size;
  }

  /** Registers a connection: 'busy' if the call has one now, 'used' if it had one before (one connection per call). */
  add(id: string, call: LiveCall): 'ok' | 'busy' | 'used' {
    if (this.calls.has(id)) return 'busy';
    if (this.connected.has(id)) return 'used';
    this.connected.add(id);
    this.calls.set(id, call);
    return 'ok';
  }

  /** Forgets a connection. */
  delete(id: string): void {
    this.calls.delete(id);
  }

  /** Ends every live call (server shutdown): going-away close code 1001. */
  async endAll(reason: EndedReason): Promise<void> {
    await Promise.all([...this.calls.values()].map((c) => c.end(reason, true, 1001)));
  }
}
