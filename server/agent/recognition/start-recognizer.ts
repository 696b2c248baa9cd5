import type { AgentOptions } from '../agent-options.ts';
import { RECRUITER_SCRIPT } from '../recruiter-script.ts';
import { removeOrphans } from './model-files.ts';
import { Recognizer } from './recognizer.ts';

/** Starts the shared recognizer for all calls and says in one log line whether the agent can hear words. */
export async function startRecognizer(
  opts: AgentOptions,
  log: { info(m: string): void; warn(m: string): void },
): Promise<Recognizer | null> {
  const orphans = await removeOrphans();
  if (orphans.length) log.info(`speech recognition: removed ${orphans.length} temporary directories of servers no longer running`);
  const recognizer = await Recognizer.create({
    command: opts.asrCommand,
    concurrency: opts.asrConcurrency,
    resident: opts.asrResident,
    espeak: opts.asrEspeak,
    neural: opts.asrNeural,
    neuralGraceMs: opts.asrNeuralGraceMs,
    timeoutMs: opts.asrTimeoutMs,
    maxDecodeMs: opts.asrMaxDecodeMs,
  });
  // Each question's soft grammar and the answers' dictionary are made before the first call, not on the event loop
  // during one. A failure (temporary directory not writable) is not fatal: the models are built on first use instead
  // and decoded with pocketsphinx's whole dictionary (slower to load).
  await recognizer
    ?.prepare(RECRUITER_SCRIPT.flatMap((s) => (s.expects ? [s.expects] : [])))
    .catch((err: unknown) => log.warn(`speech recognition: models not prepared (${(err as Error).message})`));
  // The neural model loads in its own process (1–2 s; far longer on a loaded machine) without holding up the start:
  // until it is loaded, answers are heard by pocketsphinx alone (recognizer.ts waits NEURAL_GRACE_MS at most).
  const neural = recognizer?.neural;
  if (neural)
    void neural.prepare().then(
      () => log.info(`speech recognition: the neural recognizer is loaded (Moonshine tiny, ${neural.modelDir})`),
      (err: unknown) => {
        if (!/closed/.test((err as Error).message))
          log.warn(`speech recognition: ${(err as Error).message}; hearing with pocketsphinx alone`);
      },
    );
  if (recognizer)
    log.info(
      `speech recognition: ${opts.asrCommand} (grammar first, general model fallback${opts.asrResident ? ', kept loaded' : ''}; ${opts.asrConcurrency} at once; ${recognizer.espeak ? 'typed names outside the dictionary said by espeak-ng' : 'typed names outside the dictionary not heard: apt-get install espeak-ng'}) ${neuralNote(opts.asrNeural, neural?.modelDir)}`,
    );
  else if (opts.asrCommand === 'off')
    log.info('speech recognition: off (VAIU_ASR=off); visitor captions say "(transcription unavailable)"');
  else
    log.warn(
      `speech recognition unavailable: ${opts.asrCommand} not found (apt-get install pocketsphinx pocketsphinx-en-us); the agent follows its script without understanding answers`,
    );
  return recognizer;
}

/** What the start-up line says of the neural recognizer. */
function neuralNote(option: string | undefined, modelDir: string | undefined): string {
  if (modelDir) return `with the neural recognizer (Moonshine tiny, loading from ${modelDir})`;
  if (option === 'off') return 'without the neural recognizer (VAIU_NEURAL=off)';
  return 'without the neural recognizer (model not installed: node scripts/fetch-speech-model.mjs)';
}
