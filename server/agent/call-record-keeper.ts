import type { AgentMessage, EndedReason } from '../../src/protocol/messages.ts';
import type { CallAnswer, CallRecord } from '../../src/protocol/provider-routes.ts';
import type { AgentClock } from './agent-clock.ts';
import type { AgentIO } from './agent-io.ts';
import { keepAnswer } from './answer-store.ts';

/**
 * One call's record as the agent keeps it: its lines in order, each answer's WAV stored before the record lists it,
 * every save chained after the writes before it (a failed write or save is logged, never thrown), and an ended
 * record saved only once everything it lists is stored.
 */
export class CallRecordKeeper {
  private saving: Promise<void> = Promise.resolve();
  private answers = 0;

  constructor(
    private readonly io: AgentIO,
    readonly record: CallRecord,
    private readonly clock: AgentClock,
    private readonly send: (msg: AgentMessage) => void,
  ) {}

  /** The call is up: in progress from now. */
  started(): void {
    this.record.status = 'in-progress';
    this.record.startedAt = this.clock.date().toISOString();
    this.save(false);
  }

  /** A line of the conversation; a visitor's line also sends the page the whole conversation so far. */
  line(role: 'assistant' | 'user', message: string): void {
    this.record.messages.push({ role, message, time: this.clock.date().toISOString() });
    const conversation = this.record.messages.map((m) => ({ role: m.role, content: m.message }));
    if (role === 'user') this.send({ type: 'conversation-update', conversation });
  }

  /** Saves the record after every pending write. */
  save(durable = true): Promise<void> {
    this.saving = this.saving
      .then(() => this.io.saveRecord(this.record, durable))
      .catch((e: Error) => this.io.log.warn(`save failed: ${e.message}`));
    return this.saving;
  }

  /** The next answer's audio: its entry in the record (filled in once heard), its WAV's path, and when it is stored. */
  answer(pcm: Int16Array, question: string): { entry: CallAnswer; file: Promise<string> } {
    const n = ++this.answers;
    const { entry, stored } = keepAnswer(this.record, this.io.callDir, n, pcm, question, this.saving);
    this.saving = stored.catch((e: Error) => this.io.log.warn(`answer ${n}: ${e.message}`));
    return { entry, file: stored.then(() => `${this.io.callDir}/answer-${n}.wav`) };
  }

  /** The call ended: saved as ended once every pending answer is stored, then the summary (once, by the caller). */
  ended(reason: EndedReason): Promise<void> {
    const endedAt = this.clock.date().toISOString();
    this.io.log.info(`call ${this.record.id} ended: ${reason}`);
    this.saving = this.saving.then(() => void Object.assign(this.record, { status: 'ended', endedReason: reason, endedAt }));
    const done = this.save().then(
      async () => void (await this.io.ended?.(this.record).catch((e: Error) => this.io.log.warn(`call summary: ${e.message}`))),
    );
    // Tracked now, not when the summary starts: a server closing between the ended record and its email waits for both.
    this.io.track?.(done);
    return done;
  }
}
