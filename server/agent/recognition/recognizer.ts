import { rm } from 'node:fs/promises';
import { TRANSPORT_SAMPLE_RATE } from '../../../src/protocol/messages.ts';
import { grammarFor } from '../dialogue-grammar.ts';
import { extractValue } from '../dialogue-utils.ts';
import { words } from '../said-words.ts';
import type { AnswerValue, Expect } from '../recruiter-script.ts';
import { DecodeQueue } from './decode-queue.ts';
import { generalTakesBack, generalValue } from './general-value.ts';
import { ModelFiles, type ModelFile } from './model-files.ts';
import { decodeWav, findCommand, type Decoded } from './pocketsphinx.ts';
import { fitted, wordsText } from './grammar-fit.ts';
import { neuralFitsBetter, rivalFit, typedFit, type AllDecodes } from './narrowed-fit.ts';
import { isFsg, voicedWindows, wordPosterior } from './recognition-utils.ts';
import { DEFAULT_MODEL_DIR, Moonshine } from './moonshine.ts';
import { typedBias } from './neural-bias.ts';
import { freeTextAgreed, freeTextDisputed, inGrace, NEURAL_GRACE_MS, neuralDodge, neuralValue } from './neural-value.ts';
import { GeneralModel } from './resident-decoder.ts';
import { softAgreement, softModel } from './soft-grammar.ts';
import { optionSoundedOut, overrulesHeard, soundsAlikeFit, type PhonesOf } from './sounds-alike.ts';
import { typedHeard } from './typed-sounded.ts';
import { mendedFreeText, type Sounds } from './made-up-words.ts';

/**
 * What was heard in one answer: the words, how sure, the value for the question, which model said it, whether the
 * general model also heard the grammar's value where the grammar did (`backed`; false for other sources), every
 * word any model heard (`heard`: a follow-up can use them — a misspelled name put right by the name said whole), and
 * the neural recognizer's own words (`neural`; null when it did not hear the answer).
 */
export type Recognition = Chosen & { heard: string[]; neural: string | null };
/** A recognition before the words of both decodes are added: the value chosen and where it came from. */
type Chosen = { transcript: string; confidence: number; value: AnswerValue | null; source: HeardBy; backed: boolean };
/** Which decode gave the value: the question's grammar, its soft grammar, the general model, moonshine.ts, or none. */
export type HeardBy = 'grammar' | 'soft' | 'general' | 'neural' | 'none';

/**
 * Recognizer settings: executable, parallel decodes, per-decode timeout, longest audio decoded, whether the general
 * model stays loaded between decodes (resident-decoder.ts; default true), espeak-ng, which says the typed names the
 * dictionary lacks (pronounce.ts; default 'espeak-ng' if installed, 'off' for none), and the neural recognizer's
 * model directory (moonshine.ts; default where `npm install` puts it, 'off' for none).
 */
export type RecognizerOptions = {
  command: string;
  concurrency: number;
  timeoutMs: number;
  maxDecodeMs: number;
  resident?: boolean;
  espeak?: string;
  neural?: string;
  /** How much longer than pocketsphinx the neural recognizer is waited for (default NEURAL_GRACE_MS). */
  neuralGraceMs?: number;
};
/**
 * The name typed in the details form, the name question narrowed to it and the dictionary lines its words need (null
 * and none when pocketsphinx cannot hear it: more than three words, or one neither its dictionary nor espeak-ng can say).
 */
export type TypedName = { name: string; expects: Expect | null; dict: string[] };

/** Offline recognition of answers with pocketsphinx: the question's grammar first, the general model as fallback. */
export class Recognizer {
  private readonly queue: DecodeQueue;
  private readonly files = new ModelFiles();
  /** The phones of words (sounds-alike.ts): pocketsphinx's dictionary, else espeak-ng. */
  private readonly phonesOf: PhonesOf = (ws) => this.files.phones(this.commandPath, ws, this.espeak);
  /** …and which words are made up (made-up-words.ts). */
  private readonly sounds: Sounds = { phonesOf: this.phonesOf, madeUpOf: (ws) => this.files.madeUp(this.commandPath, ws) };
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
    /** espeak-ng, resolved, or null. */
    readonly espeak: string | null,
    /** The neural recognizer, or null (its model not installed, or off). */
    readonly neural: Moonshine | null,
  ) {
    this.queue = new DecodeQueue(opts.concurrency);
    this.general = new GeneralModel(commandPath, opts.timeoutMs);
  }

  /** A recognizer if pocketsphinx is installed (command 'off' disables it), else null. */
  static async create(opts: RecognizerOptions): Promise<Recognizer | null> {
    const command = opts.command === 'off' ? null : await findCommand(opts.command);
    const espeak = opts.espeak === 'off' ? null : await findCommand(opts.espeak ?? 'espeak-ng');
    const neural = command ? await Moonshine.create(opts.neural ?? DEFAULT_MODEL_DIR, opts.timeoutMs) : null;
    return command ? new Recognizer(command, opts, espeak, neural) : null;
  }

  /**
   * Builds these questions' soft grammars (tens of ms each on the event loop) now, not on a call's first answer, cuts
   * the dictionary of their words (lexicon.ts: a grammar decode loads it faster; `whole` keeps pocketsphinx's whole
   * one, as the bench's baseline) and writes their models (the spelling grammar's 1.2 MB too: 20 ms to read).
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

  /** The name typed in the details form (spelling.ts `typedName`) for `recognize`, the name question narrowed to it. */
  async nameTyped(typed: string | null): Promise<TypedName | null> {
    const ws = typed?.split(' ').filter(Boolean) ?? [];
    if (!ws.length) return null;
    const dict = ws.length <= 3 ? await this.files.pronunciations(this.commandPath, ws, this.espeak) : null;
    const name = ws.join(' ');
    if (!dict) return { name, expects: null, dict: [] };
    // Shaped as the name question narrowed to one name (`narrowTo`), so their scores compare; only the whole name counts.
    return { name, expects: { kind: 'name', first: [ws[0]], last: ws.length > 1 ? [ws.slice(1).join(' ')] : [] }, dict };
  }

  /**
   * Recognizes one answer (its WAV on disk and its samples); rejects on timeout or abort. `typed` (`nameTyped`) is
   * decoded too, and its name taken when that grammar stands as a question's grammar must: the form and the voice agree
   * (the name question; in the spelling follow-up only the neural recognizer favours its letters; to another question,
   * the name said is an introduction, no answer: typed-sounded.ts `typedHeard`).
   */
  async recognize(wavFile: string, pcm: Int16Array, expects: Expect, signal?: AbortSignal, typed?: TypedName | null): Promise<Recognition> {
    for (const p of this.partials) p.abort(new Error('an answer needs the decoder'));
    this.answers++;
    try {
      return await this.recognizeAnswer(wavFile, pcm, expects, signal, typed ?? null);
    } finally {
      this.answers--;
    }
  }

  private async recognizeAnswer(
    wavFile: string,
    pcm: Int16Array,
    expects: Expect,
    signal: AbortSignal | undefined,
    typed: TypedName | null,
  ): Promise<Recognition> {
    const voiced = voicedWindows(pcm, TRANSPORT_SAMPLE_RATE);
    if (voiced.length === 0) return { transcript: '', confidence: 0, value: null, source: 'none', backed: false, heard: [], neural: null }; // silence
    const max = Math.round((this.opts.maxDecodeMs * TRANSPORT_SAMPLE_RATE) / 1000);
    const file = pcm.length > max ? await this.files.wav(pcm.subarray(0, max), 'long') : wavFile;
    try {
      const frames = Math.min(pcm.length, max) / (TRANSPORT_SAMPLE_RATE / 100);
      return await this.decodeBoth(file, voiced, frames, expects, signal, false, typed, pcm.subarray(0, max));
    } finally {
      if (file !== wavFile) await rm(file, { force: true });
    }
  }

  /**
   * The grammar and the general model side by side, and the neural recognizer beside them when given the samples
   * (`pcm`); `partial` (a live caption) skips the soft grammar's rescue and the option sounded out.
   */
  private async decodeBoth(
    file: string,
    voiced: number[],
    frames: number,
    expects: Expect,
    signal?: AbortSignal,
    partial = false,
    typed: TypedName | null = null,
    pcm: Int16Array | null = null,
  ): Promise<Recognition> {
    const grammar = grammarFor(expects);
    const typedGrammar = expects.kind === 'name' && typed?.expects ? grammarFor(typed.expects) : null;
    // Both models at once (two decode slots): the general one also checks a grammar's forced guess. The typed name's
    // grammar waits for a free slot. The neural recognizer runs in its own process; a failure leaves the answer to
    // pocketsphinx, as does a typed name's decode that fails (neither when aborted).
    const failed = (err: unknown) => (signal?.aborted ? Promise.reject(err) : null);
    // The neural recognizer is waited for a little past pocketsphinx at most (NEURAL_GRACE_MS): under load its one
    // process falls behind, and then the answer is heard without it (its queued hear dropped) rather than late. Its
    // failure or abort is never the answer's: pocketsphinx's decodes carry the call's abort. It favours a typed name
    // (its words, or letters when spelled).
    const late = new AbortController();
    const [bias, stop] = [typed && typedBias(expects.kind, typed.name), signal ? AbortSignal.any([signal, late.signal]) : late.signal];
    const heard = pcm && this.neural ? this.neural.hear(pcm, stop, undefined, bias).catch(() => null) : null;
    const [forced, general, own] = await Promise.all([
      grammar ? this.decode(file, signal, await this.files.model(grammar, 'grammar')) : null,
      this.decode(file, signal),
      typedGrammar ? this.files.once(typedGrammar, (m) => this.decode(file, signal, m), typed!.dict).catch(failed) : null,
    ]).catch((err: unknown) => {
      late.abort(err);
      throw err;
    });
    const neural = heard && (await inGrace(heard, this.opts.neuralGraceMs ?? NEURAL_GRACE_MS, late));
    const narrowed = (e: Expect) => this.files.model(grammarFor(e)!, 'grammar').then((m) => this.decode(file, signal, m));
    const mine = own && (await typedFit(expects, typed!, { own, forced, general, frames, voiced }, narrowed));
    const found = mine
      ? { ...mine, source: 'grammar' as const }
      : (typed && (await typedHeard(expects, typed.name, neural, general, this.phonesOf))) ||
        (await this.choose(file, expects, { forced, general, frames, voiced, grammar, neural, narrowed }, signal, partial));
    const all = [...(forced?.words ?? []), ...general.words].map((w) => w.word);
    return { ...found, heard: neural ? [...all, ...words(neural.text)] : all, neural: neural?.text ?? null };
  }

  /**
   * The general model's value where its words take the grammar's back (general-value.ts); else the grammar's backed
   * value (it fits; the general model heard it) unless the neural recognizer's fits better (free text: its amount in
   * the grammar's words) or its words overrule it (an introduction, taken back); else the neural value (none if its
   * words dodge; free text mended where it made words up or pocketsphinx's decodes outvote it); else the grammar's
   * unless taken back (or the neural words sound like it), else the general's (or an option sounded: sounds-alike.ts).
   */
  private async choose(file: string, expects: Expect, d: AllDecodes, signal: AbortSignal | undefined, partial: boolean): Promise<Chosen> {
    const { forced, general, frames, voiced, grammar, neural, narrowed } = d;
    const fit =
      forced && (fitted(expects, forced, general, frames, voiced) ?? (await soundsAlikeFit(expects, { ...d, forced }, this.phonesOf)));
    const kept = fit && (await rivalFit(expects, fit, { general, forced: forced!, frames, voiced }, narrowed));
    const better = kept?.backed ? await neuralFitsBetter(expects, kept, neural, frames, voiced, narrowed) : null;
    const transcript = wordsText(general.words);
    const mended = (said: Chosen) => mendedFreeText(expects, said, transcript, this.sounds, forced && wordsText(forced.words));
    const overruled = neural && (await overrulesHeard(expects, neural, kept?.value, this.phonesOf, transcript));
    const retaken = kept && generalTakesBack(expects, kept.value, general.words, neural);
    const stands = retaken || (kept?.backed && !overruled && (!better ? kept : expects.kind === 'free' ? better : null));
    if (stands) return mended(freeTextAgreed(expects, stands.value, general, neural) ?? stands);
    const said = (neural && (neuralValue(expects, neural, transcript) ?? neuralDodge(expects, neural, transcript))) || (!overruled && kept);
    if (said) return mended(said);
    if (freeTextDisputed(expects, transcript, neural))
      return { transcript, confidence: wordPosterior(general.words), value: null, source: 'general', backed: false };
    const heard = generalValue(expects, general.words, transcript);
    const rescue = heard.value === null && !partial;
    const soft = rescue && grammar ? await this.softRescue(file, expects, grammar, transcript, signal) : null;
    const sounded = rescue && !soft ? await optionSoundedOut(expects, [transcript, neural?.text ?? ''], this.phonesOf) : null;
    return soft ?? { transcript, ...heard, ...(sounded !== null && { value: sounded }), source: 'general', backed: false };
  }

  /** The general model's value fell short of its bar: the soft grammar may confirm it (a failed decode: it stands). */
  private async softRescue(file: string, expects: Expect, grammar: string, general: string, signal?: AbortSignal) {
    if (isFsg(grammar) || extractValue(expects, general) === null) return null; // no soft model of a finite-state grammar
    const soft = await this.files
      .model(grammar, 'arpa', () => softModel(grammar))
      .then((lm) => this.decode(file, signal, lm))
      .catch((err: unknown) => (signal?.aborted ? Promise.reject(err) : null));
    if (!soft) return null;
    const value = softAgreement(expects, wordsText(soft.words), general);
    if (value === null) return null;
    return { transcript: wordsText(soft.words), confidence: wordPosterior(soft.words), value, source: 'soft' as const, backed: false };
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

  /** Stops the resident decoders and the neural recognizer, and removes the grammar files. */
  async destroy(): Promise<void> {
    await Promise.all([this.general.close(), this.neural?.close()]);
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
