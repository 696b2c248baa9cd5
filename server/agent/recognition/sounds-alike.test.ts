import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import { fitted } from './grammar-fit.ts';
import type { Decoded } from './pocketsphinx.ts';
import {
  MAX_ALIKE_DISTANCE,
  MAX_OPTION_DISTANCE,
  optionSoundedOut,
  overrulesHeard,
  soundsAlikeFit,
  type PhonesOf,
} from './sounds-alike.ts';

// The decision with the decodes given: recognizer-neural.test.ts has it on real audio (z09-espeak, w01-espeak).
describe('soundsAlikeFit', () => {
  const role = expectsOf('role');
  // CMU phones, as pocketsphinx's dictionary has them.
  const DICT: Record<string, string> = {
    software: 'S AO F T W EH R',
    engineer: 'EH N JH AH N IH R',
    soft: 'S AO F T',
    when: 'W EH N',
    reengineer: 'R IY EH N JH AH N IH R',
    frontend: 'F R AH N T EH N D',
    ideally: 'AY D IY L IY',
    hi: 'HH AY',
    yeah: 'Y AE',
    "it's": 'IH T S',
    rachel: 'R EY CH AH L',
    thompson: 'T AA M S AH N',
    designer: 'D IH Z AY N ER',
    i: 'AY',
    guess: 'G EH S',
    august: 'AA G AH S T',
    june: 'JH UW N',
    nine: 'N AY N',
    years: 'Y IH R Z',
    more: 'M AO R',
    or: 'AO R',
    less: 'L EH S',
    iron: 'AY ER N',
    nor: 'N AO R',
    lawyers: 'L AO Y ER Z',
  };
  const looked: string[][] = [];
  const phonesOf: PhonesOf = (ws) => {
    looked.push(ws);
    return Promise.resolve(new Map(ws.filter((w) => DICT[w]).map((w) => [w, DICT[w].split(' ')])));
  };
  const timed = (text: string, from: number, prob = 1) =>
    text.split(' ').map((word, i) => ({ word, start: from + i * 0.3, end: from + i * 0.3 + 0.3, prob }));
  // Two seconds of voice; the grammar's words cover its first 0.9–1.2 s (under MIN_GRAMMAR_COVERAGE).
  const voiced = Array.from({ length: 200 }, (_, i) => i / 100);
  const decodes = (forced: string, neural: string | null, margin = 0) => ({
    forced: { words: timed(forced, 0), acoustic: -4000 + margin * 200 } satisfies Decoded,
    general: { words: timed('oh and the mirror on and on really', 0, 0.3), acoustic: -4000 } satisfies Decoded,
    frames: 200,
    voiced,
    neural: neural === null ? null : { text: neural, confidence: 0.7 },
  });

  it("takes the grammar's value when the neural words sound like the grammar's", async () => {
    const fit = await soundsAlikeFit(role, decodes('oh software engineer probably', 'Soft when reengineer frontend, ideally,'), phonesOf);
    expect(fit).toMatchObject({ value: 'software engineer', transcript: 'oh software engineer probably' });
    expect(fit!.confidence).toBeLessThan(0.8); // the coverage, kept as the confidence
    expect(looked.at(-1)).toEqual(expect.arrayContaining(['software', 'engineer', 'soft', 'reengineer'])); // fillers not looked up
    expect(looked.at(-1)).not.toContain('oh');
  });

  it("takes it over the general model, sure it heard other words, when the neural words sound like the grammar's", async () => {
    const years = expectsOf('years-experience');
    const sure = { ...decodes('nine years more or less', 'The iron-years, more nor less,'), voiced: voiced.slice(0, 150) };
    sure.general = { words: timed('lawyers or or less', 0, 0.9), acoustic: -4000 };
    expect(fitted(years, sure.forced, sure.general, sure.frames, sure.voiced)).toBeNull(); // contradicted
    expect(await soundsAlikeFit(years, sure, phonesOf)).toMatchObject({ value: 9 });
    const unlike = { ...sure, neural: { text: 'Lawyers, or less.', confidence: 0.7 } };
    expect(await soundsAlikeFit(years, unlike, phonesOf)).toBeNull();
  });

  it("takes nothing when the neural words sound nothing like the grammar's", async () => {
    const month = expectsOf('start-month');
    expect(await soundsAlikeFit(month, decodes('i guess august', "Hi, yeah, it's Rachel Thompson."), phonesOf)).toBeNull();
  });

  it('takes nothing when the phones found differ by more than the bar', async () => {
    // "designer" inside "soft when": far more edits per phone than MAX_ALIKE_DISTANCE.
    expect(MAX_ALIKE_DISTANCE).toBeLessThan(1);
    expect(await soundsAlikeFit(role, decodes('oh the designer', 'Soft when.'), phonesOf)).toBeNull();
  });

  it.each([
    ['no neural words', decodes('oh software engineer probably', null), role],
    ['a value in the neural words (it decides)', decodes('oh software engineer probably', 'Software engineer, front end.'), role],
    ['neural words that dodge the question', decodes('oh software engineer probably', 'Could you repeat the question?'), role],
    [
      'a free-text question (its value is every word)',
      decodes('ninety thousand a year', 'Ninety thousand a year.'),
      expectsOf('salary-expectations'),
    ],
    [
      'a grammar that fits the sounds far worse than the general model',
      decodes('oh software engineer probably', 'Soft when reengineer.', -10),
      role,
    ],
  ])('looks nothing up and takes nothing with %s', async (_, d, expects) => {
    const before = looked.length;
    expect(await soundsAlikeFit(expects, d, phonesOf)).toBeNull();
    expect(looked.length).toBe(before);
  });

  it('takes nothing from too few phones to tell, even said alike ("june")', async () => {
    expect(await soundsAlikeFit(expectsOf('start-month'), decodes('june', 'June.'), phonesOf)).toBeNull();
  });

  it('takes nothing when the phones cannot be looked up', async () => {
    const failing: PhonesOf = () => Promise.reject(new Error('no dictionary'));
    expect(await soundsAlikeFit(role, decodes('oh software engineer probably', 'Soft when reengineer frontend.'), failing)).toBeNull();
    const unknown: PhonesOf = () => Promise.resolve(new Map());
    expect(await soundsAlikeFit(role, decodes('oh software engineer probably', 'Soft when reengineer frontend.'), unknown)).toBeNull();
  });
});

describe('optionSoundedOut', () => {
  const role = expectsOf('role');
  // CMU phones, as pocketsphinx's dictionary has them (the options' words and the words heard).
  const DICT: Record<string, string> = {
    software: 'S AO F T W EH R',
    data: 'D EY T AH',
    product: 'P R AA D AH K T',
    project: 'P R AA JH EH K T',
    manager: 'M AE N IH JH ER',
    management: 'M AE N IH JH M AH N T',
    designer: 'D IH Z AY N ER',
    design: 'D IH Z AY N',
    engineer: 'EH N JH AH N IH R',
    engineering: 'EH N JH AH N IH R IH NG',
    engineered: 'EH N JH AH N IH R D',
    one: 'W AH N',
    day: 'D EY',
    to: 'T UW',
    for: 'F AO R',
    the: 'DH AH',
    soft: 'S AA F T',
    where: 'W EH R',
    i: 'AY',
    saw: 'S AO',
    posting: 'P OW S T IH NG',
    signer: 'S AY N ER',
    was: 'W AA Z',
    going: 'G OW IH NG',
    say: 'S EY',
    but: 'B AH T',
    actually: 'AE K CH UW AH L IY',
    no: 'N OW',
    and: 'AH N D',
    general: 'JH EH N ER AH L',
    stuff: 'S T AH F',
    science: 'S AY AH N S',
    my: 'M AY',
    current: 'K ER AH N T',
    wraps: 'R AE P S',
    up: 'AH P',
    // Set 32's notice answers, "tonight" and "foretight" as espeak-ng says them.
    fortnight: 'F AO R T N AY T',
    tonight: 'T AH N AY T',
    foretight: 'F AO R T AY T',
    just: 'JH AH S T',
    standard: 'S T AE N D ER D',
    night: 'N AY T',
    torn: 'T AO R N',
    between: 'B IH T W IY N',
    "let's": 'L EH T S',
    // Set 43's espeak; "rengenir" as espeak-ng says it.
    applied: 'AH P L AY D',
    way: 'W EY',
    rengenir: 'R EH N JH AH N IY ER',
    // Set 50's espeak, "the data engineer opening" as the neural recognizer wrote it.
    native: 'N EY T IH V',
    opening: 'OW P AH N IH NG',
    // Set 82's espeak; "reengineer" as espeak-ng says it.
    reengineer: 'R IY EH N JH AH N IH R',
  };
  const phonesOf: PhonesOf = (ws) => Promise.resolve(new Map(ws.filter((w) => DICT[w]).map((w) => [w, DICT[w].split(' ')])));

  it('finds the option said in words that do not write it (set 13: "data engineer" as "day to engineer")', async () => {
    expect(await optionSoundedOut(role, ['i saw the posting for day to engineer', ''], phonesOf)).toBe('data engineer');
    // In the neural recognizer's words alone, and through a way of saying it ("data engineering").
    expect(await optionSoundedOut(role, ['', 'I saw the posting for the day to engineering.'], phonesOf)).toBe('data engineer');
  });

  it('finds nothing past MAX_OPTION_DISTANCE, nor one of two found ("soft engineering")', async () => {
    expect(MAX_OPTION_DISTANCE).toBeLessThan(3 / 11);
    // "software engineering" 3.5 phone edits in 16 away, "data engineering" 3 in 13: both within, so neither.
    expect(await optionSoundedOut(role, ['for the soft engineering', ''], phonesOf)).toBeNull();
    expect(await optionSoundedOut(role, ['for the soft where engineering', ''], phonesOf)).toBe('software engineer'); // 1 in 15
  });

  it('finds one 2.5 phone edits in 11 away (set 50\'s espeak "data engineer" as "native engineer")', async () => {
    expect(await optionSoundedOut(role, ['', "Hi, sorry, it's the native engineer opening."], phonesOf)).toBe('data engineer');
  });

  it('finds one whose phones differ only in near vowels past the bar for whole edits (set 43)', async () => {
    // espeak's "I applied for software engineer" as the neural recognizer wrote it: 4 vowels replaced in 15 phones.
    const said = ['', 'I applied for soft way Rengenir.'];
    expect(await optionSoundedOut(role, said, phonesOf)).toBe('software engineer');
    expect(await optionSoundedOut(role, said, phonesOf, (x, y) => (x === y ? 0 : 1))).toBeNull();
  });

  it('finds nothing in an option too short to tell ("designer" in "the signer")', async () => {
    expect(await optionSoundedOut(role, ['i saw the signer', 'I saw the designer.'], phonesOf)).toBeNull();
  });

  it('finds nothing when two options are sounded out alike', async () => {
    expect(await optionSoundedOut(role, ['day to engineer', 'soft where engineer'], phonesOf)).toBeNull();
  });

  it('finds the nearer of two by NEARER_OPTION (set 82\'s espeak "soft way, reengineer": 0.14 and 0.23)', async () => {
    const said = ['', 'Uh, I was thinking product. No, sorry, soft way, reengineer, definitely soft way, reengineer.'];
    expect(await optionSoundedOut(role, said, phonesOf)).toBe('software engineer');
    // …where "data engineer" is within the bar too: "way reengineer" alone is it (W EY R IY for D EY T AH, 2.5 in 11).
    expect(await optionSoundedOut(role, ['', 'Way reengineer.'], phonesOf)).toBe('data engineer');
  });

  it('does not hear an option taken back (set 26: "I was going to say software engineer, but actually no, data engineer")', async () => {
    const said = 'I was going to say software engineer, but actually, no day to engineer fits.';
    expect(await optionSoundedOut(role, ['i was going to say software engineer but actually no day to engineer', said], phonesOf)).toBe(
      'data engineer',
    );
    // Not taken back: both options stand, and neither is found.
    expect(await optionSoundedOut(role, ['i was going to say software engineer and day to engineer', ''], phonesOf)).toBeNull();
  });

  it('finds an option whose first word is said and the next begins like its second (set 29: "data and general")', async () => {
    // "and" begins AH N, "engineer" EH N: one edit.
    expect(await optionSoundedOut(role, ["i'd say the data and general rule", ''], phonesOf)).toBe('data engineer');
    expect(await optionSoundedOut(role, ['i do data stuff', 'Data science.'], phonesOf)).toBeNull();
    // Not through another name of the option: "project" + "wraps" (R AE) against "manager" (M AE).
    expect(await optionSoundedOut(role, ['my current project wraps up', ''], phonesOf)).toBeNull();
  });

  it('does not hear an option said before a correction (set 32: "torn between software and data, but let\'s say…")', async () => {
    const said = "h m m i was torn between software and day to but let's say day to engineer";
    expect(await optionSoundedOut(role, [said, ''], phonesOf)).toBe('data engineer');
    expect(await optionSoundedOut(role, ['i was torn between software and day to engineer', ''], phonesOf)).toBeNull();
  });

  it('finds a fortnight for a notice period, one phone away at most (set 32: "for tonight", "foretight")', async () => {
    const notice = expectsOf('notice-period');
    expect(await optionSoundedOut(notice, ['just the standard for tonight', ''], phonesOf)).toBe('2 weeks');
    expect(await optionSoundedOut(notice, ['', 'Just a standard foretight.'], phonesOf)).toBe('2 weeks');
    expect(await optionSoundedOut(notice, ['just the standard for the night', ''], phonesOf)).toBeNull(); // two away
  });

  it('finds nothing for another kind of question, or when the phones cannot be looked up', async () => {
    expect(await optionSoundedOut(expectsOf('start-month'), ['day to engineer', ''], phonesOf)).toBeNull();
    expect(await optionSoundedOut(role, ['day to engineer', ''], () => Promise.reject(new Error('no dictionary')))).toBeNull();
  });

  const heard = (text: string) => ({ text, confidence: 0.9 });
  // Set 38's espeak "Software engineer, oh wait, no sorry, I meant data engineer" (taken-back-sounded.test.ts: its
  // audio).
  describe('overrulesHeard', () => {
    it('takes back the grammar\'s option when the words before "no sorry, I meant" sound like it', async () => {
      const said = heard('Soft, where engineered, oh wait, no sorry, I meant day to engineer.');
      expect(await overrulesHeard(role, said, 'software engineer', phonesOf)).toBe(true);
      // Another option was not said before the correction: it stands.
      expect(await overrulesHeard(role, said, 'designer', phonesOf)).toBe(false);
    });

    it('keeps the option when nothing takes it back', async () => {
      // A correction that only restates, or none.
      expect(
        await overrulesHeard(role, heard('Soft, where engineered, I mean, the day to engineer one.'), 'software engineer', phonesOf),
      ).toBe(false);
      expect(await overrulesHeard(role, heard('Soft, where engineered, please.'), 'software engineer', phonesOf)).toBe(false);
      // The option said again after the correction.
      expect(
        await overrulesHeard(
          role,
          heard('Soft, where engineered, no sorry, I meant soft where engineered.'),
          'software engineer',
          phonesOf,
        ),
      ).toBe(false);
      // No value to take back.
      expect(await overrulesHeard(role, heard('Soft, where engineered, no sorry, I meant day to engineer.'), null, phonesOf)).toBe(false);
    });

    it('still overrules as neural-value.ts does (its own words said before the correction)', async () => {
      expect(
        await overrulesHeard(role, heard('Software engineer, no sorry, I meant the day to engineer one.'), 'software engineer', phonesOf),
      ).toBe(true);
    });
  });
});
