// Pronunciations for names pocketsphinx's dictionary lacks ("okafor", "priya"): espeak-ng's phonemes for the word
// (its en-us voice, `-x`: its own phoneme mnemonics), mapped to the CMU phone set of pocketsphinx's en-us model.
// Without espeak-ng there are none, and such a name is heard as with none typed.
import { execFile } from 'node:child_process';

/** espeak-ng's en-us phonemes in the CMU phones they sound as (stress marks, syllable and length marks dropped). */
const CMU_OF: Record<string, string> = {
  // vowels and diphthongs
  a: 'AE',
  'a#': 'AH',
  aa: 'AA',
  'A:': 'AA',
  'A@': 'AA R',
  '0': 'AA',
  '@': 'AH',
  '@L': 'AH L',
  '3': 'ER',
  '3:': 'ER',
  V: 'AH',
  E: 'EH',
  'e@': 'EH R',
  eI: 'EY',
  I: 'IH',
  I2: 'IH',
  'I#': 'IH',
  i: 'IY',
  'i:': 'IY',
  'i@': 'IY AH',
  'i@3': 'IY ER',
  'O:': 'AO',
  O2: 'AO',
  'O@': 'AO R',
  'o@': 'AO R',
  oU: 'OW',
  OI: 'OY',
  U: 'UH',
  'U@': 'UH R',
  'u:': 'UW',
  aI: 'AY',
  'aI@': 'AY ER',
  aI3: 'AY ER',
  aU: 'AW',
  // consonants
  b: 'B',
  d: 'D',
  D: 'DH',
  dZ: 'JH',
  f: 'F',
  g: 'G',
  h: 'HH',
  j: 'Y',
  k: 'K',
  l: 'L',
  m: 'M',
  n: 'N',
  'n-': 'N',
  N: 'NG',
  p: 'P',
  r: 'R',
  'r-': 'R',
  s: 'S',
  S: 'SH',
  t: 'T',
  't#': 'T',
  t2: 'T',
  T: 'TH',
  tS: 'CH',
  v: 'V',
  w: 'W',
  x: 'K',
  z: 'Z',
  Z: 'ZH',
};
/** Marks in espeak-ng's output that are no sound: stress, syllable breaks, palatalisation, a glottal stop, a pause. */
const NO_SOUND = new Set([';', '?', '_', '_:', '|', '||', '-']);

/** The CMU phones of espeak-ng's phonemes for one word (`-x --sep=' '`), or null when one of them has no mapping. */
export function cmuPhones(espeak: string): string | null {
  const phones: string[] = [];
  for (const p of espeak.replace(/[',]/g, ' ').split(/\s+/).filter(Boolean)) {
    if (NO_SOUND.has(p)) continue;
    const cmu = CMU_OF[p];
    if (!cmu) return null;
    phones.push(cmu);
  }
  return phones.length ? phones.join(' ') : null;
}

/**
 * Dictionary lines (`word PHONES`) for these words (lower-case letters only) from espeak-ng `command`; a word it
 * cannot say is left out. Rejects when espeak-ng fails or is not there.
 */
export function pronounce(command: string, words: string[]): Promise<string[]> {
  if (words.some((w) => !/^[a-z]+$/.test(w))) return Promise.reject(new Error('only lower-case letters are pronounced'));
  // One sentence per word in, one line of phonemes per sentence out.
  return new Promise((resolve, reject) => {
    const child = execFile(
      command,
      ['-q', '-v', 'en-us', '-x', '--sep= ', '--stdin'],
      { timeout: 5_000, killSignal: 'SIGKILL', maxBuffer: 64 * 1024 },
      (err, stdout) => {
        if (err) return reject(err);
        const lines = stdout.split('\n').filter((l) => l.trim());
        if (lines.length !== words.length) return reject(new Error(`espeak-ng gave ${lines.length} lines for ${words.length} words`));
        resolve(words.flatMap((w, i) => (cmuPhones(lines[i]) ? [`${w} ${cmuPhones(lines[i])}`] : [])));
      },
    );
    child.stdin?.end(words.map((w) => `${w}.\n`).join(''));
  });
}
