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
import { AnswerEars, ANSWER_AIR_MS } from './answer-ears.ts';
import { TRANSCRIPTION_UNAVAILABLE } from './hear-answer.ts';
import { CallRecordKeeper } from './call-record-keeper.ts';
import { PcmPacer } from './pcm-pacer.ts';
import type { PromptSet } from './prompts.ts';
import type { Recognizer } from './recognition/recognizer.ts';
import { RECRUITER_SCRIPT, REPROMPT_ID, SILENCE_GOODBYE_ID } from './recruiter-script.ts';
import { typedName } from './spelling.ts';
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
  private fillFrom: number;
  private readonly stopStallTimer: CancelTimer;
  private readonly detector: TurnDetector;
  private readonly recorder = new AnswerRecorder(TRANSPORT_SAMPLE_RATE);
  private readonly pacer: PcmPacer;
  private readonly keeper: CallRecordKeeper;
  /** Hears answers: live captions, recognition (begun at a pause), the words heard before; null without a recognizer. */
  private readonly ears: AnswerEars | null;
  /** Settles once the ended record is saved. */
  done: Promise<void> | null = null;

  constructor(
    private readonly io: AgentIO,
    record: CallRecord,
    private readonly prompts: PromptSet,
    private readonly opts: AgentOptions,
    recognizer: Recognizer | null = null,
    private readonly clock: AgentClock = systemAgentClock,
  ) {
    this.fillFrom = clock.now();
    this.keeper = new CallRecordKeeper(io, record, clock, (msg) => this.send(msg));
    this.detector = new TurnDetector(turnOptions(TRANSPORT_SAMPLE_RATE, opts));
    this.ears =
      recognizer &&
      new AnswerEars(
        recognizer,
        opts,
        io.log,
        (transcript) => this.send({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript }),
        typedName(record.customer.name),
      );
    this.pacer = new PcmPacer({
      frameSamples: TRANSPORT_FRAME_SAMPLES,
      sampleRate: TRANSPORT_SAMPLE_RATE,
      send: (f) => io.sendAudio(f),
      clock,
    });
    // A muted or stalled client sends nothing: wall time then counts as silence, so timeouts still fire.
    this.stopStallTimer = clock.every(100, () => this.fillStall());
  }

  /** Greets: raw `listening` (then `afterListening`: the link's resume token), status in-progress, the script's first step. */
  start(afterListening?: () => void): void {
    this.io.sendText(LISTENING);
    afterListening?.();
    this.send({ type: 'status-update', status: 'in-progress' });
    this.keeper.started();
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
    this.ears?.stop();
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
    this.ears?.stop();
    if (connected) {
      this.send({ type: 'status-update', status: 'ended', endedReason: reason });
      this.io.close(closeCode, reason);
    }
    // The record shows the end only after every pending answer WAV is stored: an ended record is complete.
    this.done = this.keeper.ended(reason);
    return this.done;
  }

  private send(msg: AgentMessage): void {
    this.io.sendText(JSON.stringify(msg));
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
    this.ears?.stop();
    this.speech = speech;
    this.speaking = ids;
    this.recorder.reset(this.detector.timeMs);
    this.send({ type: 'speech-update', status: 'started', role: 'assistant', turn: this.step });
    const playFrom = (i: number) => {
      const prompt = this.prompts.byId.get(ids[i])!;
      this.keeper.line('assistant', prompt.text);
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
    this.ears?.listen();
  }

  private feed(samples: Int16Array): void {
    this.recorder.push(samples);
    for (const ev of this.detector.push(samples)) {
      if (this.phase === 'ended') return;
      this.onTurnEvent(ev);
    }
    const onsetMs = this.onsetMs;
    if (this.phase === 'listening' && onsetMs !== null)
      this.ears?.during(
        this.step,
        onsetMs,
        this.detector,
        (to) => this.words(onsetMs, to),
        () => this.phase === 'listening',
        this.abort.signal,
      );
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
    const step = RECRUITER_SCRIPT[this.step];
    const pcm = this.words(onsetMs, offsetMs + ANSWER_AIR_MS);
    const { entry, file } = this.keeper.answer(pcm, step.question ?? 'answer');
    if (!this.ears || !step.expects) {
      this.userLine(TRANSCRIPTION_UNAVAILABLE);
      void this.keeper.save();
      return this.takeTurn(afterAnswer(RECRUITER_SCRIPT, this.step, undefined, this.retried));
    }
    this.phase = 'thinking'; // decoding: the visitor hears nothing new until the answer is understood
    void this.ears.answer(this.step, offsetMs, file, pcm, this.abort.signal).then((heard) => {
      if (this.phase === 'ended') return;
      Object.assign(entry, heard.record);
      this.userLine(heard.caption);
      void this.keeper.save();
      this.takeTurn(afterAnswer(RECRUITER_SCRIPT, this.step, heard.record.value, this.retried, heard.sure));
    });
  }

  // The answer's audio from where its speech really began (a little before the detector's onset, with 100 ms of air).
  private words(onsetMs: number, toMs: number): Int16Array {
    return this.recorder.cut(this.recorder.speechStart(onsetMs, this.opts.speechThreshold / 2) - 100, toMs);
  }

  // The visitor's words: a final transcript for the page's captions and a line in the record.
  private userLine(text: string): void {
    this.send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: text });
    this.keeper.line('user', text);
  }

  private fillStall(): void {
    const now = this.clock.now();
    if (this.phase === 'ended' || this.suspended || now - this.fillFrom < this.opts.stallFillMs) return;
    const ms = now - this.fillFrom;
    this.fillFrom = now;
    this.feed(new Int16Array(Math.round((ms * TRANSPORT_SAMPLE_RATE) / 1000)));
  }
}
