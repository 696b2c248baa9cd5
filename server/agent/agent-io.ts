// What the recruiter agent needs from its call link: the socket's two directions, storage and a log.
import type { CallRecord } from '../../src/protocol/provider-routes.ts';

/** What the agent needs from its transport and storage. */
export type AgentIO = {
  sendText(text: string): void;
  sendAudio(frame: Buffer): void;
  /** Closes the socket (after queued frames) — not called when the client already closed it. */
  close(code: number, reason: string): void;
  saveRecord(rec: CallRecord, durable: boolean): Promise<void>;
  callDir: string;
  log: { info(msg: string): void; warn(msg: string): void };
  /** Called once with the ended, saved record (the post-call summary email). */
  ended?(rec: CallRecord): Promise<unknown>;
  /** Work the server must let land before it exits (a call's last save and its summary, from the moment it ends). */
  track?(work: Promise<unknown>): void;
};
