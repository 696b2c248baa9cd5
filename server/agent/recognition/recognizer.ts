import { rm } from 'node:fs/promises';
import { TRANSPORT_SAMPLE_RATE } from '../../../src/protocol/messages.ts';
import { grammarFor } from '../dialogue-grammar.ts';
import { extractValue, narrowTo, valueWords } from '../dialogue-utils.ts';
import { mostlyFiller } from '../filler-utils.ts';
import { spelledSlowly } from '../spelling.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { DecodeQueue } from './decode-queue.ts';
import { generalValue } from './general-value.ts';
import { ModelFiles, type ModelFile } from './model-files.ts';
import { decodeWav, findCommand, type Decoded } from './pocketsphinx.ts';
import { agreement, grammarCoverage, isFsg, voicedWindows, wordPosterior, type WordTiming } from './recognition-utils.ts';
import { GeneralModel } from './resident-decoder.ts';
import { softAgreement, softModel } from './soft-grammar.ts';

/**
 * What was heard in one answer: the words, how sure, the value for the question, which model said it, whether the
 * general model also heard the grammar's value where the grammar did (`backed`; false for other sources), and every
 * word either model heard (`heard`: a follow-up can use them — a misspelled name put right by the name said whole).
 */
export type Recognition = Chosen & { heard: string[] };
/** A recognition before the words of both decodes are added: the value chosen and where it came from. */
type Chosen = { transcript: string; confidence: number; value: AnswerValue | null; source: HeardBy; backed: boolean };
/** Which decode gave the value: the question's grammar, its soft grammar, the general model, or none (silence). */
export type HeardBy = 'grammar' | 'soft' | 'general' | 'none';

/**
 * Recognizer settings: executable, parallel decodes, per-decode timeout, longest audio decoded, and whether the
 * general model stays loaded between decodes (resident-decoder.ts; default true).
 */
export type RecognizerOptions = { command: string; concurrency: number; timeoutMs: number; maxDecodeMs: number; resident?: boolean };

/**
 * A grammar hypothesis is kept when its words cover this share of the voiced audio. On the tuning set every right
 * grammar answer covers ≥ 0.9; the one below 0.8 was wrong ("september" as "june"), and so is a German sentence
 * forced into the role grammar (0.77). The held-out set has two right espeak answers at 0.74 and 0.78 that this loses.
 */
export const MIN_GRAMMAR_COVERAGE = 0.8;
/**
 * A grammar hypothesis is kept when its acoustic score per 10-ms frame is at least this far above the general
 * model's (log base 1.0001): an answer to another question forced into a grammar fits the sounds worse than the
 * unconstrained search does (−26…−0.7 on the tuning set's off-topic answers); an answer the grammar covers fits
 * them as well or better (+2.9 and up). Set on the tuning set at +1 with the narrow grammars; the wider grammars
 * (fillers, hedges, tails) score a right answer lower ("I have five years of experience", espeak: −1.66), so −2.
 * A grammar's score falls as it grows, for the same words at the same times: pocketsphinx scores each frame against
 * the best senone active in it, and a wider grammar keeps more of them active (three more tails — "now", "in total",
 * "so far" — took that answer from −1.66 to −2.42). So −3 with this round's wider grammars; measured on every set's
 * false accepts by the bench.
 */
export const MIN_ACOUSTIC_MARGIN = -3;
/**
 * …or down to this when the general model heard one of the value's own words at the same time: "four weeks" (slt,
 * kal) under the notice grammar at −4.4 and −5.8 while the general model heard "bye weeks"; "…the data engineer
 * vacancy…" at −4.1 while it heard "…day to engineer a vacancy…". Measured over sets 1–5's cached decodes (537
 * answers and cross-asks): 4 more answers right, no off-topic answer more accepted, the same from −5 to −6.
 */
export const MIN_BACKED_MARGIN = -6;
/** Offline recognition of answers with pocketsphinx: the question's grammar first, the general model as fallback. */
export class Recognizer {
  private readonly queue: DecodeQueue;
  private readonly files = new ModelFiles();
  /** Partial decodes running: any answer's decode stops them (a caption in progress never delays an answer). */
  private readonly partials = new Set<AbortController>();
  /** Answers being recognized (from the call, before their decodes reach the queue). */
  private answers = 0;
  /** The general model's decodes: kept loaded once prepared (one process per decode slot), else fresh processes. */
  readonly general: GeneralModel;

  private constructor(
    /** The resolved executable. */
    readonly commandPath: string,
    private readonly opts: RecognizerOptions,
  ) {
    this.queue = new DecodeQueue(opts.concurrency);
    this.general = new GeneralModel(commandPath, opts.timeoutMs);
  }

  /** A recognizer if pocketsphinx is installed (command 'off' disables it), else null. */
  static async create(opts: RecognizerOptions): Promise<Recognizer | null> {
    const command = opts.command === 'off' ? null : await findCommand(opts.command);
    return command ? new Recognizer(command, opts) : null;
  }

  /**
   * Builds these questions' soft grammars (tens of ms each on the event loop) now, not on a call's first answer,
   * cuts the dictionary of their words (lexicon.ts: a grammar decode loads it in a fraction of the time; `whole`
   * keeps pocketsphinx's whole dictionary, as the bench's baseline) and writes their models (the spelling grammar's
   * 1.2 MB too, whose words take 20 ms to read).
   */
  async prepare(expects: Expect[], dictionary: 'cut' | 'whole' = 'cut'): Promise<void> {
    const grammars = expects.map(grammarFor).filter((g): g is string => g !== null);
    const soft = new Map(grammars.filter((g) => !isFsg(g)).map((g) => [g, softModel(g)]));
    if (dictionary === 'cut') await this.files.cutLexicon(this.commandPath, [...grammars, ...soft.values()]);
    for (const [grammar, lm] of soft) await this.files.model(grammar, 'arpa', () => lm);
    for (const grammar of grammars) await this.files.model(grammar, 'grammar');
    if (this.opts.resident !== false) await this.general.keepLoaded(this.opts.concurrency, (name) => this.files.path(name));
  }

  /** Answers being recognized now (across all calls). */
  get answering(): number {
    return this.answers;
  }

  /** A WAV of these samples among the recognizer's files (the caller removes it). */
  scratchWav(pcm: Int16Array): Promise<string> {
    return this.files.wav(pcm, 'early');
  }

  /** Decodes jobs running and waiting (for stats). */
  get load(): { running: number; waiting: number } {
    return this.queue.load;
  }

  /** Recognizes one answer (its WAV on disk and its samples); rejects on timeout or abort. */
  async recognize(wavFile: string, pcm: Int16Array, expects: Expect, signal?: AbortSignal): Promise<Recognition> {
    for (const p of this.partials) p.abort(new Error('an answer needs the decoder'));
    this.answers++;
    try {
      return await this.recognizeAnswer(wavFile, pcm, expects, signal);
    } finally {
      this.answers--;
    }
  }

  private async recognizeAnswer(wavFile: string, pcm: Int16Array, expects: Expect, signal?: AbortSignal): Promise<Recognition> {
    const voiced = voicedWindows(pcm, TRANSPORT_SAMPLE_RATE);
    if (voiced.length === 0) return { transcript: '', confidence: 0, value: null, source: 'none', backed: false, heard: [] }; // silence
    const max = Math.round((this.opts.maxDecodeMs * TRANSPORT_SAMPLE_RATE) / 1000);
    const file = pcm.length > max ? await this.files.wav(pcm.subarray(0, max), 'long') : wavFile;
    try {
      return await this.decodeBoth(file, voiced, Math.min(pcm.length, max) / (TRANSPORT_SAMPLE_RATE / 100), expects, signal);
    } finally {
      if (file !== wavFile) await rm(file, { force: true });
    }
  }

  /** The grammar and the general model side by side; `partial` (a live caption) skips the soft grammar's rescue. */
  private async decodeBoth(
    file: string,
    voiced: number[],
    frames: number,
    expects: Expect,
    signal?: AbortSignal,
    partial = false,
  ): Promise<Recognition> {
    const grammar = grammarFor(expects);
    // Both models at once (two decode slots): the general one also checks a grammar's forced guess.
    const [forced, general] = await Promise.all([
      grammar ? this.decode(file, signal, await this.files.model(grammar, 'grammar')) : null,
      this.decode(file, signal),
    ]);
    const found = await this.choose(file, expects, { forced, general, frames, voiced, grammar }, signal, partial);
    return { ...found, heard: [...(forced?.words ?? []), ...general.words].map((w) => w.word) };
  }

  /** The grammar's value when it fits the sounds and the general model does not rule it out, else the general model's. */
  private async choose(file: string, expects: Expect, d: Both, signal: AbortSignal | undefined, partial: boolean): Promise<Chosen> {
    const { forced, general, frames, voiced, grammar } = d;
    const words = general.words;
    if (forced) {
      const transcript = text(forced.words);
      const value = extractValue(expects, transcript);
      const confidence = grammarCoverage(forced.words, voiced);
      const margin = (forced.acoustic - general.acoustic) / frames;
      // Mostly fillers and hedges around one value word, or letters faster than anyone spells: another question's answer.
      const plausible =
        value !== null && (expects.kind === 'spelled' ? spelledSlowly(forced.words) : !mostlyFiller(forced.words.map((w) => w.word)));
      const own = plausible ? valueWords(expects, value) : [];
      const fits = margin >= MIN_ACOUSTIC_MARGIN || (margin >= MIN_BACKED_MARGIN && backs(forced.words, words, own));
      if (plausible && confidence >= MIN_GRAMMAR_COVERAGE && fits && !contradicts(forced.words, words, own))
        return (
          (await this.rival(file, expects, value, { general, forced, frames, voiced }, signal)) ?? {
            transcript,
            confidence,
            value,
            source: 'grammar',
            backed: backs(forced.words, words, own),
          }
        );
    }
    const transcript = text(words);
    const heard = generalValue(expects, words, transcript);
    const soft = heard.value === null && grammar && !partial ? await this.softRescue(file, expects, grammar, transcript, signal) : null;
    return soft ?? { transcript, ...heard, source: 'general', backed: false };
  }

  /** The general model's value fell short of its bar: the soft grammar may confirm it (a failed decode: it stands). */
  private async softRescue(file: string, expects: Expect, grammar: string, general: string, signal?: AbortSignal) {
    if (isFsg(grammar) || extractValue(expects, general) === null) return null; // no soft model of a finite-state grammar
    const soft = await this.files
      .model(grammar, 'arpa', () => softModel(grammar))
      .then((lm) => this.decode(file, signal, lm))
      .catch((err: unknown) => (signal?.aborted ? Promise.reject(err) : null));
    if (!soft) return null;
    const value = softAgreement(expects, text(soft.words), general);
    if (value === null) return null;
    return { transcript: text(soft.words), confidence: wordPosterior(soft.words), value, source: 'soft' as const, backed: false };
  }

  /**
   * When the general model heard another value that the grammar also allows, the grammar narrowed to each of the two
   * values decodes the answer (two more decodes side by side, only then; same-shape grammars, so their acoustic scores
   * compare fairly): the value whose words fit the sounds better wins.
   */
  private async rival(file: string, expects: Expect, value: AnswerValue, d: Decodes, signal?: AbortSignal): Promise<Chosen | null> {
    const other = wordPosterior(d.general.words) >= MIN_RIVAL_CONFIDENCE ? extractValue(expects, text(d.general.words)) : null;
    const mine = other !== null && other !== value ? narrowTo(expects, value) : null;
    const theirs = mine && narrowTo(expects, other!);
    if (!mine || !theirs) return null;
    const files = await Promise.all([mine, theirs].map((e) => this.files.model(grammarFor(e)!, 'grammar')));
    const [a, b] = await Promise.all(files.map((g) => this.decode(file, signal, g)));
    const margin = (b.acoustic - a.acoustic) / d.frames;
    if (margin < MIN_RIVAL_MARGIN || extractValue(expects, text(b.words)) !== other) return null;
    // The general model heard this value: backed by it.
    return { transcript: text(b.words), confidence: grammarCoverage(b.words, d.voiced), value: other, source: 'grammar', backed: true };
  }

  /**
   * The words heard so far in an answer still being spoken, for the visitor's live caption: decoded like an answer,
   * but only on a decoder with nothing else to do (every slot free, nothing waiting), and stopped by any answer's
   * decode. Null when busy, silent, aborted or failed: a partial caption is a nicety, never a cost to an answer.
   */
  async partial(pcm: Int16Array, expects: Expect, signal: AbortSignal): Promise<string | null> {
    const { running, waiting } = this.queue.load;
    if (this.answers > 0 || running > 0 || waiting > 0 || signal.aborted) return null;
    const part = pcm.subarray(0, Math.round((this.opts.maxDecodeMs * TRANSPORT_SAMPLE_RATE) / 1000));
    const voiced = voicedWindows(part, TRANSPORT_SAMPLE_RATE);
    if (voiced.length === 0) return null;
    const ctl = new AbortController();
    const stop = () => ctl.abort(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    this.partials.add(ctl);
    let file: string | null = null;
    try {
      file = await this.files.wav(part, 'partial');
      const r = await this.decodeBoth(file, voiced, part.length / (TRANSPORT_SAMPLE_RATE / 100), expects, ctl.signal, true);
      return ctl.signal.aborted ? null : r.transcript || null;
    } catch {
      return null;
    } finally {
      this.partials.delete(ctl);
      signal.removeEventListener('abort', stop);
      if (file) await rm(file, { force: true });
    }
  }

  /** Stops the resident decoders and removes the grammar files. */
  async destroy(): Promise<void> {
    await this.general.close();
    await this.files.destroy();
  }

  /** Decodes with the general model, or with a grammar or an n-gram model (`.arpa`) and the dictionary cut for it. */
  private decode(file: string, signal?: AbortSignal, model?: ModelFile): Promise<Decoded> {
    if (!model) return this.queue.add(() => this.general.decode(file, signal), signal);
    const as = model.file.endsWith('.arpa') ? { lmFile: model.file } : { grammarFile: model.file };
    const opts = { timeoutMs: this.opts.timeoutMs, signal, dictFile: model.dict ?? undefined, ...as };
    return this.queue.add(() => decodeWav(this.commandPath, file, opts), signal);
  }
}

type Decodes = { general: Decoded; forced: Decoded; frames: number; voiced: number[] };
/** Both decodes of an answer (no forced one without a grammar), its length in frames and voiced windows. */
type Both = Omit<Decodes, 'forced'> & { forced: Decoded | null; grammar: string | null };

/**
 * The general model's value replaces the grammar's when the grammar narrowed to it fits the sounds this much better
 * per frame than the grammar narrowed to its own value.
 */
export const MIN_RIVAL_MARGIN = 0;
/**
 * The general model's other value is put to that test when its words' mean posterior reaches this — lower than
 * MIN_GENERAL_CONFIDENCE, since the test, not the posterior, decides: "two weeks notice" (0.54) against the notice
 * grammar's "ten weeks notice" was never compared at 0.6.
 */
export const MIN_RIVAL_CONFIDENCE = 0.45;

const text = (words: WordTiming[]) => words.map((w) => w.word).join(' ');

/** A general-model hypothesis this sure of itself without any of the value's words rules out the grammar's guess. */
export const CONTRADICTION_CONFIDENCE = 0.7;

/** The general model backs a grammar hypothesis that it heard this share of (same words at the same time). */
export const MIN_AGREEMENT = 0.5;

/** The general model heard one of the value's own words where the grammar heard it (same word, overlapping time). */
function backs(forced: WordTiming[], general: WordTiming[], valueWords: string[]): boolean {
  const own = forced.filter((f) => valueWords.includes(f.word));
  return agreement(own, general) > 0;
}

// "My name is Alex Morgan" forced into the role grammar comes out as "product manager"; the general model heard it
// right. But "my name is sam taylor" heard as "my name is some day or" is the grammar's answer misheard, not another.
function contradicts(forced: WordTiming[], general: WordTiming[], valueWords: string[]): boolean {
  if (wordPosterior(general) < CONTRADICTION_CONFIDENCE || general.some((w) => valueWords.includes(w.word))) return false;
  return agreement(forced, general) < MIN_AGREEMENT;
}
