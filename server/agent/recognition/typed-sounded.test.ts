import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import type { Decoded } from './pocketsphinx.ts';
import type { PhonesOf } from './sounds-alike.ts';
import { MAX_TYPED_DISTANCE, MAX_TYPED_WORD_DISTANCE, MIN_NEAR_TYPED_PHONES, typedHeard, typedSoundedOut } from './typed-sounded.ts';

// Phones as pocketsphinx's dictionary or espeak-ng give them (the recognizer's phonesOf, 2026-11-29).
const DICT: Record<string, string> = {
  sure: 'SH UH R',
  mirah: 'M ER R AH',
  meera: 'M IY ER R AH',
  subramanian: 'S UW B R AH M AA N IY AH N',
  everyone: 'EH V R IY W AH N',
  just: 'JH AH S T',
  calls: 'K AO L Z',
  me: 'M IY',
  near: 'N IH R',
  its: 'IH T S',
  for: 'F AO R',
  kima: 'K IY M AH',
  karim: 'K ER IY M',
  haddad: 'HH AE D AH D',
  anna: 'AE N AH',
  lee: 'L IY',
  family: 'F AE M AH L IY',
  name: 'N EY M',
  first: 'F ER S T',
  sorry: 'S AA R IY',
  ibrahim: 'IH B R AA HH IY M',
  toure: 'T UH R',
  terror: 'T EH R ER',
  nice: 'N AY S',
  ana: 'AA N AH',
};
const phonesOf: PhonesOf = (ws) => Promise.resolve(new Map(ws.filter((w) => DICT[w]).map((w) => [w, DICT[w].split(' ')])));
const heard = (text: string) => ({ text, confidence: 0.9 });
const general = (text: string): Decoded => ({
  words: text
    .split(' ')
    .filter(Boolean)
    .map((word) => ({ word, start: 0, end: 1, prob: 0.8 })),
  acoustic: 0,
});
const name = expectsOf('name');

describe('typedSoundedOut', () => {
  it('finds the typed name by its sounds where its letters are far off (set 26, slt)', async () => {
    const said = 'Sure, Mirah Subramanian, everyone just calls me near, though,';
    expect(await typedSoundedOut(name, 'meera subramanian', heard(said), general(''), phonesOf)).toEqual({
      transcript: said,
      confidence: 0.9,
      value: 'meera subramanian',
      source: 'neural',
      backed: false,
    });
  });

  it("takes the general model's words when the neural recognizer's do not sound like it", async () => {
    const found = await typedSoundedOut(name, 'meera subramanian', heard('Sorry.'), general('sure mirah subramanian'), phonesOf);
    expect(found).toMatchObject({ transcript: 'sure mirah subramanian', value: 'meera subramanian', source: 'general' });
  });

  it('finds no name that shares only a word (Fatima Haddad\'s "It\'s for Kima Haddad" for a typed Karim Haddad)', async () => {
    // The whole name is 3 edits in 10 phones from "for kima haddad", each word within its own limit.
    expect(MAX_TYPED_DISTANCE).toBeLessThan(3 / 10);
    expect(MAX_TYPED_WORD_DISTANCE).toBeGreaterThanOrEqual(1 / 4);
    expect(await typedSoundedOut(name, 'karim haddad', heard("It's for Kima Haddad."), general(''), phonesOf)).toBeNull();
  });

  it('finds no short name in a word that sounds like most of it ("anna lee" in "family": 1 edit in 5 phones, 1 in 3 of "anna")', async () => {
    expect(MAX_TYPED_DISTANCE).toBeGreaterThanOrEqual(1 / 5);
    expect(MAX_TYPED_WORD_DISTANCE).toBeLessThan(1 / 3);
    expect(await typedSoundedOut(name, 'anna lee', heard('Sure thing, family name first.'), general(''), phonesOf)).toBeNull();
  });

  it('counts a vowel for a near one as half an edit in a name of enough phones (set 69\'s slt "Ibrahim Toure")', async () => {
    // "toure" in "terror": UH for EH, 1 edit in 3 phones, half with near vowels; the name has 10 phones.
    const said = general('ibrahim terror nice to meet you');
    expect(await typedSoundedOut(name, 'ibrahim toure', heard('Ibraha, him, too, nice.'), said, phonesOf)).toMatchObject({
      value: 'ibrahim toure',
      source: 'general',
    });
    // A short name is not: "anna" in "ana" is AE for AA, 1 edit in 3 phones (half with near vowels); "anna lee" has 5.
    expect(MIN_NEAR_TYPED_PHONES).toBeGreaterThan(5);
    expect(await typedSoundedOut(name, 'anna lee', heard('Ana Lee.'), general(''), phonesOf)).toBeNull();
  });

  it('finds nothing for another question, a word with no phones, or when the phones cannot be looked up', async () => {
    const said = heard('Sure, Mirah Subramanian.');
    expect(await typedSoundedOut(expectsOf('role'), 'meera subramanian', said, general(''), phonesOf)).toBeNull();
    expect(await typedSoundedOut(name, 'meera zzq', said, general(''), phonesOf)).toBeNull();
    const failing: PhonesOf = () => Promise.reject(new Error('no dictionary'));
    expect(await typedSoundedOut(name, 'meera subramanian', said, general(''), failing)).toBeNull();
  });
});

describe('typedHeard', () => {
  it('takes the letters first, then the sounds, and to another question an introduction has no value', async () => {
    expect((await typedHeard(name, 'meera subramanian', heard('Meera Subramanian.'), general(''), phonesOf))?.value).toBe(
      'meera subramanian',
    );
    expect((await typedHeard(name, 'meera subramanian', heard('Mirah Subramanian.'), general(''), phonesOf))?.value).toBe(
      'meera subramanian',
    );
    const role = await typedHeard(
      expectsOf('role'),
      'meera subramanian',
      heard('Hi, yeah, it is Meera Subramanian.'),
      general(''),
      phonesOf,
    );
    expect(role).toMatchObject({ value: null, source: 'neural' });
    expect(await typedHeard(name, 'meera subramanian', heard('Data engineer.'), general(''), phonesOf)).toBeNull();
  });
});
