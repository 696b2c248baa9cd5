// How the agent hears an answer: live captions while it is spoken (partial-captions.ts), its recognition begun at a
// pause before the turn ends (early-answer.ts), and the recognition itself, helped by the words heard before
// (hear-answer.ts).
import { rm } from 'node:fs/promises';
import type { AgentOptions } from './agent-options.ts';
import { EarlyAnswer } from './early-answer.ts';
import { hearAnswer, type Heard } from './hear-answer.ts';
import { PartialCaptions } from './partial-captions.ts';
import type { Recognizer, TypedName } from './recognition/recognizer.ts';
import { RECRUITER_SCRIPT } from './recruiter-script.ts';

/** The air kept after an answer's words: its audio ends this far into the silence that ends the turn. */
export const ANSWER_AIR_MS = 200;

/** The turn detector's state as audio arrives (turn-detector.ts). */
type Listening = { timeMs: number; speaking: boolean; silentMs: number };

export class AnswerEars {
  private readonly partials: PartialCaptions;
  readonly early: EarlyAnswer;
  /** The words heard in the last answer that was not a spelling (a spelled name is checked against the name said). */
  private heardBefore: string[] = [];
  /** The name question narrowed to the typed name (`Recognizer.nameTyped`), made while the agent greets. */
  private readonly typedAs: Promise<TypedName | null>;

  constructor(
    private readonly recognizer: Recognizer,
    opts: Pick<AgentOptions, 'asrPartialEveryMs' | 'asrEarlyAfterMs'>,
    private readonly log: { warn(msg: string): void },
    sendPartial: (transcript: string) => void,
    /** The name the visitor typed in the details form (spelling.ts `typedName`), or null. */
    private readonly typed: string | null = null,
  ) {
    this.partials = new PartialCaptions(recognizer, opts.asrPartialEveryMs, sendPartial);
    this.early = new EarlyAnswer(opts.asrEarlyAfterMs);
    this.typedAs = typed ? recognizer.nameTyped(typed).catch(() => null) : Promise.resolve(null);
  }

  /** A new answer is awaited: nothing in flight, no caption sent yet. */
  listen(): void {
    this.partials.reset();
    this.early.stop();
  }

  /** Drops the decodes of an answer still being spoken (the agent speaks, the link dropped, the call ended). */
  stop(): void {
    this.partials.stop();
    this.early.stop();
  }

  /**
   * As the answer to step `step` arrives (begun at `onsetMs`; `words(from, to)` cuts its audio): a live caption when
   * one is due, and the recognition of the answer as it would end at the current pause once that is long enough.
   */
  during(
    step: number,
    onsetMs: number,
    d: Listening,
    words: (toMs: number) => Int16Array,
    listening: () => boolean,
    call: AbortSignal,
  ): void {
    const expects = RECRUITER_SCRIPT[step].expects;
    this.partials.due(d.timeMs, onsetMs, expects, () => words(d.timeMs), listening);
    if (!expects) return;
    this.early.watch(d.speaking, d.silentMs, d.timeMs, (silenceAtMs, signal) => {
      // Only while no answer is being recognized; from a scratch WAV, not the record's (the answer may yet go on).
      if (this.recognizer.answering) return null;
      const pcm = words(silenceAtMs + ANSWER_AIR_MS);
      const file = this.recognizer.scratchWav(pcm);
      // A scratch WAV that could not be written (disk full) is no answer heard: null, and the turn's end hears it.
      const heard = file.then(
        () => this.hear(step, file, pcm, AbortSignal.any([signal, call])),
        () => null,
      );
      return heard.finally(() => file.then((f) => rm(f, { force: true })).catch(() => undefined));
    });
  }

  /**
   * The answer to step `step` whose turn ended at a pause that began at `silenceAtMs`: the recognition begun at that
   * pause, else one begun now from the record's WAV. Remembers its words for the next answer (not a spelling's: a
   * spelling asked again keeps the name's).
   */
  async answer(step: number, silenceAtMs: number, file: Promise<string>, pcm: Int16Array, call: AbortSignal): Promise<Heard> {
    this.partials.stop();
    const heard = (await this.early.take(silenceAtMs)) ?? (await this.hear(step, file, pcm, call));
    if (RECRUITER_SCRIPT[step].expects?.kind !== 'spelled') this.heardBefore = heard.words;
    return heard;
  }

  // The words heard before, the question before a follow-up and the typed name help (hear-answer.ts).
  private async hear(step: number, file: Promise<string>, pcm: Int16Array, signal: AbortSignal): Promise<Heard> {
    const s = RECRUITER_SCRIPT[step];
    const again = s.unsure ? RECRUITER_SCRIPT[step - 1].expects : undefined;
    const followUp = { before: this.heardBefore, again, typed: this.typed, typedAs: await this.typedAs };
    return hearAnswer(this.recognizer, file, pcm, s.expects!, signal, this.log, followUp);
  }
}
