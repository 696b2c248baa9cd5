import {
  LISTENING,
  TRANSPORT_FRAME_SAMPLES,
  TRANSPORT_SAMPLE_RATE,
  type AgentMessage,
  type ClientMessage,
  type EndedReason,
} from '../../src/protocol/messages.ts';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import type { AgentOptions } from './agent-options.ts';
import type { AgentIO } from './agent-io.ts';
import { systemAgentClock, type AgentClock, type CancelTimer } from './agent-clock.ts';
import { AnswerRecorder } from './answer-recorder.ts';
import { afterAnswer, type Turn } from './dialogue-plan.ts';
import { hearAnswer, TRANSCRIPTION_UNAVAILABLE } from './hear-answer.ts';
import { keepAnswer } from './answer-store.ts';
import { PcmPacer } from './pcm-pacer.ts';
import type { PromptSet } from './prompts.ts';
import type { Recognizer } from './recognition/recognizer.ts';
import { RECRUITER_SCRIPT, REPROMPT_ID, SILENCE_GOODBYE_ID } from './recruiter-script.ts';
import { TurnDetector, turnOptions, type TurnEvent } from './turn-detector.ts';

/** Re-exported for the call link: the agent's transport and storage (agent-io.ts). */
export type { AgentIO };

type Speech = { then: () => void; ends?: EndedReason; interruptible: boolean };

/** The scripted recruiting screen over one websocket call: speaks prompts, takes turns on silence, stores answers. */
export class RecruiterAgent {
  private phase: 'idle' | 'speaking' | 'listening' | 'thinking' | 'ended' = 'idle';
  private step = 0;
  private speech: Speech | null = null;
  private speaking: string[] = [];
  private suspended = false;
  private readonly says: { ids: string[]; ends?: EndedReason; interruptible: boolean }[] = [];
  private listenStartMs = 0;
  private onsetMs: number | null = null;
  private reprompted = false;
  private retried = false;
  private readonly abort = new AbortController();
  private answers = 0;
  private fillFrom: number;
  private readonly stopStallTimer: CancelTimer;
  private readonly detector: TurnDetector;
  private readonly recorder = new AnswerRecorder(TRANSPORT_SAMPLE_RATE);
  private readonly pacer: PcmPacer;
  private saving: Promise<void> = Promise.resolve();
  /** The partial decode of the answer being spoken (at most one), its audio time, and the last caption sent. */
  private partialRun: AbortController | null = null;
  private partialAtMs = 0;
  private partialSent = '';
  /** Settles once the ended record is saved. */
  done: Promise<void> | null = null;

  constructor(
    private readonly io: AgentIO,
    private readonly record: CallRecord,
    private readonly prompts: PromptSet,
    private readonly opts: AgentOptions,
    private readonly recognizer: Recognizer | null = null,
    private readonly clock: AgentClock = systemAgentClock,
  ) {
    this.fillFrom = clock.now();
    this.detector = new TurnDetector(turnOptions(TRANSPORT_SAMPLE_RATE, opts));
    this.pacer = new PcmPacer({
      frameSamples: TRANSPORT_FRAME_SAMPLES,
      sampleRate: TRANSPORT_SAMPLE_RATE,
      send: (f) => io.sendAudio(f),
      clock,
    });
    // A muted or stalled client sends nothing: wall time then counts as silence, so timeouts still fire.
    this.stopStallTimer = clock.every(100, () => this.fillStall());
  }

  /** Greets: raw `listening`, status in-progress, then the first step of the script. */
  start(): void {
    this.record.status = 'in-progress';
    this.record.startedAt = this.clock.date().toISOString();
    this.io.sendText(LISTENING);
    this.send({ type: 'status-update', status: 'in-progress' });
    this.persist(false);
    this.speakStep();
  }

  /** The visitor's PCM (any length). */
  onAudio(samples: Int16Array): void {
    if (this.phase === 'ended' || this.suspended) return;
    this.fillFrom = this.clock.now();
    this.feed(samples);
  }

  /** A parsed client message: say, control or end-call. */
  onMessage(msg: ClientMessage): void {
    if (this.phase === 'ended') return;
    if (msg.type === 'end-call') return void this.end('customer-ended-call');
    if (msg.type === 'control') {
      if (msg.control === 'mute-assistant') this.pacer.muted = true;
      else if (msg.control === 'unmute-assistant') this.pacer.muted = false;
      else this.io.log.info(`control ${msg.control}: the first message is spoken on connect`);
      return;
    }
    const prompt = this.prompts.find(msg.message);
    const ends: EndedReason | undefined = msg.endCallAfterSpoken ? 'assistant-ended-call' : undefined;
    if (!prompt) {
      this.io.log.warn(`say: no recording for "${msg.message.slice(0, 80)}"`);
      if (ends) void this.end(ends);
      return;
    }
    const say = { ids: [prompt.id], ends, interruptible: msg.interruptionsEnabled !== false };
    if (this.phase === 'speaking' && !msg.interruptAssistantEnabled) this.says.push(say);
    // Speaking over itself keeps the interrupted line's ending (a closing line still ends the call).
    else this.speak(say.ids, { then: () => this.listen(), ends: say.ends ?? this.speech?.ends, interruptible: say.interruptible });
  }

  /** The link dropped (the call waits for a resume): stop talking and stop counting silence. */
  suspend(): void {
    if (this.phase === 'ended' || this.suspended) return;
    this.suspended = true;
    this.pacer.stop();
    this.stopPartial();
  }

  /** The visitor is back on a new link: carry on — repeat the interrupted line, or listen afresh for the answer. */
  resume(): void {
    if (this.phase === 'ended' || !this.suspended) return;
    this.suspended = false;
    this.fillFrom = this.clock.now();
    if (this.phase === 'speaking' && this.speech) return this.speak(this.speaking, this.speech);
    // A half-heard answer is dropped: the visitor answers again (the question stays the same).
    if (this.phase === 'listening') this.listen();
  }

  /** The socket closed: a close frame means the visitor hung up, no close frame an abrupt disconnect. */
  onSocketClosed(code: number): void {
    if (this.phase !== 'ended') void this.end(code === 1006 ? 'customer-disconnected' : 'customer-ended-call', false);
  }

  /** Ends the call once: status ended + endedReason to the client (if still connected), close, save. */
  end(reason: EndedReason, connected = true, closeCode = 1000): Promise<void> {
    if (this.done) return this.done;
    this.phase = 'ended';
    this.pacer.stop();
    this.stopStallTimer();
    this.abort.abort(new Error('call ended')); // a decode still running is killed
    this.stopPartial();
    const endedAt = this.clock.date().toISOString();
    if (connected) {
      this.send({ type: 'status-update', status: 'ended', endedReason: reason });
      this.io.close(closeCode, reason);
    }
    this.io.log.info(`call ${this.record.id} ended: ${reason}`);
    // The record shows the end only after every pending answer WAV is stored: an ended record is complete.
    this.saving = this.saving.then(() => void Object.assign(this.record, { status: 'ended', endedReason: reason, endedAt }));
    this.done = this.persist().then(
      async () => void (await this.io.ended?.(this.record).catch((e: Error) => this.io.log.warn(`call summary: ${e.message}`))),
    );
    return this.done;
  }

  private send(msg: AgentMessage): void {
    this.io.sendText(JSON.stringify(msg));
  }

  private persist(durable = true): Promise<void> {
    this.saving = this.saving
      .then(() => this.io.saveRecord(this.record, durable))
      .catch((e: Error) => this.io.log.warn(`save failed: ${e.message}`));
    return this.saving;
  }

  private speakStep(): void {
    this.takeTurn({ say: RECRUITER_SCRIPT[this.step].say, step: this.step, retry: false });
  }

  // Says the turn's lines (confirmation, re-ask or skip, next question), then listens or ends.
  private takeTurn(turn: Turn): void {
    this.step = turn.step;
    this.retried = turn.retry;
    this.reprompted = false;
    const ids = turn.say.filter((id) => this.prompts.byId.has(id) || void this.io.log.warn(`no recording for line ${id}`));
    this.speak(ids, { then: () => this.listen(), ends: turn.retry ? undefined : RECRUITER_SCRIPT[turn.step].end, interruptible: true });
  }

  // Plays prompt lines back to back (a transcript as each starts), then runs speech.then or ends the call.
  private speak(ids: string[], speech: Speech): void {
    this.phase = 'speaking';
    this.stopPartial();
    this.speech = speech;
    this.speaking = ids;
    this.recorder.reset(this.detector.timeMs);
    this.send({ type: 'speech-update', status: 'started', role: 'assistant', turn: this.step });
    const playFrom = (i: number) => {
      const prompt = this.prompts.byId.get(ids[i])!;
      this.line('assistant', prompt.text);
      this.send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: prompt.text });
      this.pacer.play(prompt.pcm, () => (i + 1 < ids.length ? playFrom(i + 1) : this.spoken()));
    };
    playFrom(0);
  }

  private spoken(): void {
    const speech = this.speech!;
    this.speech = null;
    this.send({ type: 'speech-update', status: 'stopped', role: 'assistant', turn: this.step });
    const next = this.says.shift();
    if (next) return this.speak(next.ids, { then: speech.then, ends: next.ends ?? speech.ends, interruptible: next.interruptible });
    if (speech.ends) void this.end(speech.ends);
    else speech.then();
  }

  private listen(onsetMs: number | null = null): void {
    this.phase = 'listening';
    this.listenStartMs = this.detector.timeMs;
    this.onsetMs = onsetMs;
    this.stopPartial();
    this.partialSent = '';
  }

  private feed(samples: Int16Array): void {
    this.recorder.push(samples);
    for (const ev of this.detector.push(samples)) {
      if (this.phase === 'ended') return;
      this.onTurnEvent(ev);
    }
    if (this.phase === 'listening' && this.onsetMs !== null) this.partialCaption(this.onsetMs);
    if (this.phase === 'listening' && this.onsetMs === null && this.detector.timeMs - this.listenStartMs >= this.opts.repromptAfterMs) {
      if (!this.reprompted) {
        this.reprompted = true;
        this.speak([REPROMPT_ID], { then: () => this.listen(), interruptible: true });
      } else {
        this.speak([SILENCE_GOODBYE_ID], { then: () => undefined, ends: 'silence-timed-out', interruptible: true });
      }
    }
  }

  private onTurnEvent(ev: TurnEvent): void {
    const status = ev.type === 'speech-start' ? 'started' : 'stopped';
    this.send({ type: 'speech-update', status, role: 'user', turn: this.step });
    if (ev.type === 'speech-start') {
      if (this.phase === 'listening') this.onsetMs = ev.atMs;
      else if (this.phase === 'speaking' && this.speech?.interruptible) this.bargeIn(ev.atMs);
    } else if (this.phase === 'listening' && this.onsetMs !== null) {
      this.answer(this.onsetMs, ev.atMs);
    }
  }

  // The visitor spoke over the agent: stop playback, tell the client to flush, hear them out.
  private bargeIn(atMs: number): void {
    const ends = this.speech?.ends;
    this.pacer.stop();
    this.speech = null;
    this.says.length = 0;
    this.send({ type: 'user-interrupted' });
    this.send({ type: 'speech-update', status: 'stopped', role: 'assistant', turn: this.step });
    if (ends) void this.end(ends);
    else this.listen(atMs);
  }

  private answer(onsetMs: number, offsetMs: number): void {
    this.stopPartial();
    const step = RECRUITER_SCRIPT[this.step];
    const from = this.recorder.speechStart(onsetMs, this.opts.speechThreshold / 2);
    const pcm = this.recorder.cut(from - 100, offsetMs + 200); // keep a little air around the words
    const n = ++this.answers;
    const { entry, stored } = keepAnswer(this.record, this.io.callDir, n, pcm, step.question ?? 'answer', this.saving);
    this.saving = stored.catch((e: Error) => this.io.log.warn(`answer ${n}: ${e.message}`));
    if (!this.recognizer || !step.expects) {
      this.userLine(TRANSCRIPTION_UNAVAILABLE);
      this.persist();
      return this.takeTurn(afterAnswer(RECRUITER_SCRIPT, this.step, undefined, this.retried));
    }
    this.phase = 'thinking'; // decoding: the visitor hears nothing new until the answer is understood
    const file = `${this.io.callDir}/answer-${n}.wav`;
    void hearAnswer(
      this.recognizer,
      stored.then(() => file),
      pcm,
      step.expects,
      this.abort.signal,
      this.io.log,
    ).then((heard) => {
      if (this.phase === 'ended') return;
      Object.assign(entry, heard.record);
      this.userLine(heard.caption);
      this.persist();
      this.takeTurn(afterAnswer(RECRUITER_SCRIPT, this.step, heard.record.value, this.retried));
    });
  }

  // While the visitor speaks, every asrPartialEveryMs of audio: the words so far as a partial transcript (the page's
  // live caption). One decode at a time, only on an idle decoder (Recognizer.partial), dropped once the turn moves on.
  private partialCaption(onsetMs: number): void {
    const expects = RECRUITER_SCRIPT[this.step].expects;
    const every = this.opts.asrPartialEveryMs;
    const now = this.detector.timeMs;
    if (!this.recognizer || !expects || every <= 0 || this.partialRun || now - Math.max(onsetMs, this.partialAtMs) < every) return;
    this.partialAtMs = now;
    const run = (this.partialRun = new AbortController());
    const pcm = this.recorder.cut(this.recorder.speechStart(onsetMs, this.opts.speechThreshold / 2) - 100, now);
    void this.recognizer.partial(pcm, expects, run.signal).then((text) => {
      if (run.signal.aborted) return;
      this.partialRun = null;
      if (!text || text === this.partialSent || this.phase !== 'listening') return;
      this.partialSent = text;
      this.send({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: text });
    });
  }

  private stopPartial(): void {
    this.partialRun?.abort(new Error('the turn moved on'));
    this.partialRun = null;
  }

  // The visitor's words: a final transcript for the page's captions and a line in the record.
  private userLine(text: string): void {
    this.send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text });
    this.line('user', text);
  }

  private line(role: 'assistant' | 'user', message: string): void {
    this.record.messages.push({ role, message, time: this.clock.date().toISOString() });
    const conversation = this.record.messages.map((m) => ({ role: m.role, content: m.message }));
    if (role === 'user') this.send({ type: 'conversation-update', conversation });
  }

  private fillStall(): void {
    const now = this.clock.now();
    if (this.phase === 'ended' || this.suspended || now - this.fillFrom < this.opts.stallFillMs) return;
    const ms = now - this.fillFrom;
    this.fillFrom = now;
    this.feed(new Int16Array(Math.round((ms * TRANSPORT_SAMPLE_RATE) / 1000)));
  }
}
