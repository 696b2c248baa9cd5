import { describe, expect, it } from 'vitest';
import { cmuPhones, pronounce } from './pronounce.ts';

describe('cmuPhones', () => {
  it("maps espeak-ng's phonemes to CMU phones, stress and syllable marks dropped", () => {
    expect(cmuPhones("'0 k a f 3")).toBe('AA K AE F ER');
    expect(cmuPhones("v 'E N k a# t ,a r a m @ n")).toBe('V EH NG K AH T AE R AE M AH N');
    expect(cmuPhones("tS 'aI n d u:")).toBe('CH AY N D UW');
  });

  it('has none for a phoneme it does not know, or for no phoneme at all', () => {
    expect(cmuPhones("k 'a Y")).toBeNull();
    expect(cmuPhones(" ' ")).toBeNull();
  });
});

// CI installs espeak-ng (the media script's voice).
describe('pronounce (espeak-ng)', () => {
  it('says each word, in order', async () => {
    expect(await pronounce('espeak-ng', ['chidi', 'okafor', 'eze'])).toEqual(['chidi CH IH D IY', 'okafor AA K AE F ER', 'eze EH Z']);
  });

  it('says only lower-case letters: nothing else reaches espeak-ng', async () => {
    await expect(pronounce('espeak-ng', ['o brien', '-x'])).rejects.toThrow('only lower-case letters');
  });

  it('rejects when espeak-ng is not there', async () => {
    await expect(pronounce('no-such-espeak-binary', ['eze'])).rejects.toThrow();
  });
});
