// Installs the neural speech model the local agent hears answers with (server/agent/recognition/moonshine.ts): Moonshine
// tiny, English, MIT (Useful Sensors), as quantized ONNX files. They ship inside the npm package
// @moonshine-ai/moonshine-js, which cannot be installed as a dependency (it depends on a `file:` path of its authors'
// machine), so `npm pack` fetches that package's tarball from the registry (integrity-checked by npm) and only the two
// model files are kept, checked against the hashes below. Run by `npm install` (postinstall). At run time nothing is
// downloaded; without the files the agent hears with pocketsphinx alone and says so in one log line. Never fails the
// install: a machine without the registry gets a warning, not a broken `npm install`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = '@moonshine-ai/moonshine-js@0.1.29';
const IN_PACKAGE = 'package/dist/model/tiny/quantized';
/** sha256 of each file kept. */
const FILES = {
  'encoder_model.onnx': 'c6fc4b7bc5af75c0591fd157a1f3829b533d18e9769a888fd95a62e470dd4f4a',
  'decoder_model_merged.onnx': 'eed87831c3a6103534aae7d47a5d485025c659a1323901513961c39fe8a1a367',
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the agent looks by default (server/agent/agent-options.ts `asrNeural`). */
const dest = path.join(root, 'node_modules', '.vaiu', 'moonshine-tiny');

const sha256 = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');
const installed = () => Object.entries(FILES).every(([f, h]) => existsSync(path.join(dest, f)) && sha256(path.join(dest, f)) === h);

if (installed()) process.exit(0);
const tmp = mkdtempSync(path.join(tmpdir(), 'vaiu-model-'));
try {
  execFileSync('npm', ['pack', PACKAGE, '--pack-destination', tmp, '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
  });
  const tgz = path.join(tmp, 'moonshine-ai-moonshine-js-0.1.29.tgz');
  execFileSync('tar', ['xzf', tgz, '-C', tmp, ...Object.keys(FILES).map((f) => `${IN_PACKAGE}/${f}`)], { timeout: 120_000 });
  for (const [f, h] of Object.entries(FILES))
    if (sha256(path.join(tmp, IN_PACKAGE, f)) !== h) throw new Error(`${f} from ${PACKAGE} does not match its pinned sha256`);
  mkdirSync(dest, { recursive: true });
  for (const f of Object.keys(FILES)) renameSync(path.join(tmp, IN_PACKAGE, f), path.join(dest, f));
  console.log(`speech model: Moonshine tiny (${PACKAGE}) installed in ${path.relative(root, dest)}`);
} catch (err) {
  console.warn(
    `speech model: not installed (${err.message.split('\n')[0]}); the local agent will hear with pocketsphinx alone. Run \`node scripts/fetch-speech-model.mjs\` to retry.`,
  );
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
