import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Tunables of the scripted agent. The defaults are the product's rules; tests may shorten the long waits. */
export type AgentOptions = {
  /** RMS (0..1 of full scale) above which a 10 ms window counts as voiced. */
  speechThreshold: number;
  /** Voiced time needed before the visitor counts as speaking (also the barge-in rule). */
  minSpeechMs: number;
  /** Silence after speech that ends the visitor's turn. */
  endSilenceMs: number;
  /** Silence while waiting for an answer before the one re-prompt, and again before ending the call. */
  repromptAfterMs: number;
  /** If no audio arrives for this long (muted or stalled client), wall time counts as silence. */
  stallFillMs: number;
  /** Directory with prompts.json and the WAVs. */
  promptsDir: string;
  /** A web call nobody connects to within this long ends as customer-did-not-answer. */
  connectTimeoutMs: number;
  /** After an unexpected drop the call waits this long for the visitor to resume (env VAIU_CALL_GRACE_MS). */
  resumeGraceMs: number;
  /** Once a client has sent a ping, this long without any frame from it counts as a drop. */
  clientIdleMs: number;
  /** Test-only: play at most this much of each prompt (the pacing stays real time). */
  maxPromptMs?: number;
  /** Speech recognizer executable (pocketsphinx_batch on PATH); 'off' disables recognition. Env VAIU_ASR. */
  asrCommand: string;
  /** Decodes at once across all calls (recognition shares the cores with every call's live audio). */
  asrConcurrency: number;
  /**
   * The general model stays loaded in `asrConcurrency` resident pocketsphinx processes (about 100 MB each) instead of
   * being loaded for every answer (0.3 s each). Env VAIU_ASR_RESIDENT=off: a fresh process per decode.
   */
  asrResident: boolean;
  /**
   * espeak-ng on PATH (or a path), which says the words of a typed name the recognizer's dictionary lacks
   * (recognition/pronounce.ts); 'off': such a name is heard as with none typed. Env VAIU_ESPEAK.
   */
  asrEspeak: string;
  /**
   * The neural recognizer's model directory (recognition/moonshine.ts; `npm install` puts Moonshine tiny in
   * node_modules/.vaiu/moonshine-tiny, the default); 'off': pocketsphinx alone. Env VAIU_NEURAL.
   */
  asrNeural?: string;
  /**
   * How much longer than pocketsphinx the neural recognizer is waited for (recognition/neural-value.ts
   * NEURAL_GRACE_MS, 500): under load it falls behind and the answer is heard without it. Env VAIU_NEURAL_GRACE_MS;
   * the tests wait for it always, so what they hear does not depend on the machine's load.
   */
  asrNeuralGraceMs?: number;
  /** A decode running longer is killed and the answer counts as not understood. */
  asrTimeoutMs: number;
  /** Only the first this-many ms of a long answer are decoded. */
  asrMaxDecodeMs: number;
  /**
   * While the visitor speaks, the words so far are decoded after each this-many ms of their audio and sent as a
   * partial transcript (only when the decoder is idle; an answer's decode stops it). 0: no partials.
   */
  asrPartialEveryMs: number;
  /**
   * Once the visitor has paused this long mid-answer, the answer as it would end there is recognized, before the
   * turn ends (endSilenceMs): the agent replies sooner; dropped if they speak again (early-answer.ts). 0: never.
   */
  asrEarlyAfterMs: number;
};

/** The product's turn-taking constants (docs/product.md §9: 1000 ms of silence ends speech). */
export const DEFAULT_AGENT_OPTIONS: AgentOptions = {
  speechThreshold: 0.02,
  minSpeechMs: 200,
  endSilenceMs: 1000,
  repromptAfterMs: 8000,
  stallFillMs: 300,
  connectTimeoutMs: 5 * 60_000,
  asrCommand: process.env.VAIU_ASR || 'pocketsphinx_batch',
  asrConcurrency: 2,
  asrResident: !/^(off|0|false|no)$/i.test(process.env.VAIU_ASR_RESIDENT ?? ''),
  asrEspeak: process.env.VAIU_ESPEAK || 'espeak-ng',
  asrNeural: process.env.VAIU_NEURAL || undefined,
  asrNeuralGraceMs: Number(process.env.VAIU_NEURAL_GRACE_MS) || undefined,
  asrTimeoutMs: 30_000,
  asrMaxDecodeMs: 30_000,
  asrPartialEveryMs: 1500,
  asrEarlyAfterMs: 400,
  resumeGraceMs: Number(process.env.VAIU_CALL_GRACE_MS) || 30_000,
  clientIdleMs: 5_000,
  promptsDir: path.join(path.dirname(fileURLToPath(import.meta.url)), 'prompts'),
};
