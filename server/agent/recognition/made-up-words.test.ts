import { describe, expect, it } from 'vitest';
import { expectsOf } from '../recruiter-script.ts';
import {
  differing,
  MAX_MEND_DISTANCE,
  mendedFreeText,
  mendMadeUp,
  outvoted,
  scaleWordsMended,
  tensHeardMended,
  tensSplitMended,
  type Sounds,
} from './made-up-words.ts';

describe('differing', () => {
  it('finds the stretches between shared words, with what the other side has there', () => {
    const a = 'ninety thousand plasbones would be fair'.split(' ');
    const b = 'ninety thousand plus bonus would be fair'.split(' ');
    expect(differing(a, b)).toEqual([{ at: 2, a: ['plasbones'], bAt: 2, b: ['plus', 'bonus'] }]);
  });

  it('finds stretches at either end, and one side empty', () => {
    expect(differing(['um', 'one', 'forchy'], ['one', 'forty', 'k'])).toEqual([
      { at: 0, a: ['um'], bAt: 0, b: [] },
      { at: 2, a: ['forchy'], bAt: 1, b: ['forty', 'k'] },
    ]);
  });

  it('finds none in the same words, and all of it in words with none shared', () => {
    expect(differing(['a', 'b'], ['a', 'b'])).toEqual([]);
    expect(differing(['a', 'b'], ['c'])).toEqual([{ at: 0, a: ['a', 'b'], bAt: 0, b: ['c'] }]);
  });
});

// CMU phones, as pocketsphinx's dictionary has them; "forchy" and "plasbones" as espeak-ng says them.
const PHONES: Record<string, string> = {
  forchy: 'F AO R CH IY',
  forty: 'F AO R T IY',
  plasbones: 'P L AE S B OW N Z',
  plus: 'P L AH S',
  bonus: 'B OW N AH S',
  samanthy: 'S AH M AE N TH IY',
  seventy: 'S EH V AH N T IY',
  seven: 'S EH V AH N',
  qi: 'K IY',
  a: 'AH',
  t: 'T IY',
  eighty: 'EY T IY',
  six: 'S IH K S',
  feet: 'F IY T',
  sixty: 'S IH K S T IY',
  for: 'F AO R',
  four: 'F AO R',
};
const DICTIONARY = new Set(
  'i was thinking one forty plus equity ninety thousand bonus seventy five seven qi to a t eighty six feet sixty for four well dearly want ideally grand'.split(
    ' ',
  ),
);
const LAKHS: Record<string, string> = { eighteen: 'EY T IY N', lakhs: 'L AA K S', a: 'AH', team: 'T IY M', lacks: 'L AE K S' };
const sounds = (looked: string[][] = []): Sounds => ({
  phonesOf: (ws) => (looked.push(ws), Promise.resolve(new Map(ws.filter((w) => PHONES[w]).map((w) => [w, PHONES[w].split(' ')])))),
  madeUpOf: (ws) => Promise.resolve(new Set(ws.filter((w) => !DICTIONARY.has(w)))),
});

describe('mendMadeUp', () => {
  it("takes the general model's words for a made-up one that sounds like them", async () => {
    expect(await mendMadeUp('I was thinking one forchy, plus equity.', 'i was thinking one forty plus equity', sounds())).toBe(
      'i was thinking one forty plus equity',
    );
    expect(await mendMadeUp('Ninety thousand plasbones.', 'ninety thousand plus bonus', sounds())).toBe('ninety thousand plus bonus');
  });

  it('keeps a made-up word whose stretch sounds unlike the general words there', async () => {
    // S AH M AE N TH IY against S EH V AH N T IY: 4 edits of 7 phones.
    expect(4 / 7).toBeGreaterThan(MAX_MEND_DISTANCE);
    expect(await mendMadeUp('Samanthy five thousand.', 'seventy five thousand', sounds())).toBeNull();
  });

  it("takes the general model's numbers for a number misheard as a number and a word, or as a letter", async () => {
    // Set 28, slt: "in the range of seventy to eighty thousand" (1 edit of 7 phones, and of 3).
    expect(await mendMadeUp('Seven Qi to a T thousand.', 'seventy to eighty thousand', sounds())).toBe('seventy to eighty thousand');
    expect(await mendMadeUp('About six feet thousand.', 'about sixty thousand', sounds())).toBe('about sixty thousand');
  });

  it('keeps a made-up word whose number the general words lose', async () => {
    // "eighteen lakhs" against "a team lacks": 3 edits of 8 phones, within MAX_MEND_DISTANCE.
    const lakhs = { ...sounds(), phonesOf: (ws: string[]) => Promise.resolve(new Map(ws.map((w) => [w, LAKHS[w].split(' ')]))) };
    expect(await mendMadeUp('Eighteen lakhs.', 'a team lacks', lakhs)).toBeNull();
  });

  it('keeps a real word the general model heard as a number, and a number it heard as another', async () => {
    expect(await mendMadeUp('Looking for ninety thousand.', 'looking four ninety thousand', sounds())).toBeNull();
    expect(await mendMadeUp('About seventy thousand.', 'about seven thousand', sounds())).toBeNull();
  });

  it('looks no phones up when every word is a dictionary word, or the general model heard nothing there', async () => {
    const looked: string[][] = [];
    expect(await mendMadeUp('Ninety thousand plus bonus.', 'ninety thousand plus', sounds(looked))).toBeNull();
    expect(await mendMadeUp('Ninety thousand plasbones.', 'ninety thousand', sounds(looked))).toBeNull();
    expect(looked).toEqual([]);
  });

  it('mends nothing when the words cannot be looked up', async () => {
    const failing: Sounds = { phonesOf: () => Promise.reject(new Error('no espeak-ng')), madeUpOf: () => Promise.reject(new Error('x')) };
    expect(await mendMadeUp('Ninety thousand plasbones.', 'ninety thousand plus bonus', failing)).toBeNull();
    const noPhones: Sounds = { ...sounds(), phonesOf: () => Promise.resolve(new Map()) };
    expect(await mendMadeUp('Ninety thousand plasbones.', 'ninety thousand plus bonus', noPhones)).toBeNull();
  });
});

describe('outvoted', () => {
  // kal's salary answer in set 14, as each decode wrote it.
  const neural = 'Well, I dearly want hundred and twenty thousand plus benefits.';
  const general = 'well ideally one hundred and twenty thousand plus benefits';
  const forced = 'well ideally one hundred grand per month in total';

  it("takes the general model's words for a stretch the grammar also heard and the neural recognizer did not", () => {
    expect(outvoted(neural, general, forced)).toBe(general);
  });

  it('keeps the neural words where the grammar heard neither side, or heard them too', () => {
    expect(outvoted(neural, general, 'well i am looking for a hundred grand')).toBeNull();
    // The grammar heard "i" as the neural recognizer did: two against two is no vote.
    expect(outvoted(neural, general, 'well i ideally one hundred grand')).toBeNull();
    expect(outvoted(neural, neural, forced)).toBeNull();
  });

  it('adds no word where the neural recognizer heard none', () => {
    // slt's salary answer in set 20: pocketsphinx heard the "um" as "i'm" in both decodes.
    const heard = "Um, I'm hoping for something, around ninety-five thousand a year.";
    expect(
      outvoted(
        heard,
        "i'm i'm hoping for something for around ninety five thousand a year",
        "um i'm hoping for something like ninety five thousand a year",
      ),
    ).toBeNull();
  });

  it("keeps a number pocketsphinx's words lose (set 29: slt's CTC in lakhs)", () => {
    const text = 'well my current ctc is eighteen lakhs so twenty two lakhs';
    const general = 'well my current sea tac is a team lacks so twenty two lakhs';
    expect(outvoted(text, general, general)).toBe('well my current sea tac is eighteen lakhs so twenty two lakhs');
    expect(outvoted('my current ctc is eighteen', 'my current ctc is a team', 'my current ctc is a team')).toBeNull();
  });

  it('needs every word of the stretch heard by the grammar, in the same order', () => {
    expect(outvoted(neural, general, 'well ideally a hundred grand')).toBeNull();
    expect(outvoted(neural, general, 'one ideally well hundred grand')).toBeNull();
  });
});

describe('scaleWordsMended', () => {
  // espeak-ng's phones for the scale words (pocketsphinx's dictionary has none of them), the dictionary's for the rest.
  const SCALES: Record<string, string> = {
    lakh: 'L AE K',
    lakhs: 'L AE K Z',
    crore: 'K R AO R',
    crores: 'K R AO R Z',
    lacks: 'L AE K S',
    lax: 'L AE K S',
    lack: 'L AE K',
    likes: 'L AY K S',
    looks: 'L UH K S',
    cores: 'K AO R Z',
    good: 'G UH D',
    back: 'B AE K',
  };
  const scales: Sounds = {
    ...sounds(),
    phonesOf: (ws) => Promise.resolve(new Map(ws.filter((w) => SCALES[w]).map((w) => [w, SCALES[w].split(' ')]))),
  };

  it('writes a word after a number that sounds like a scale word as that word', async () => {
    // Set 31's slt, as the neural recognizer wrote it.
    expect(await scaleWordsMended("So currently I'm drawing eighteen lacks, her and him.", scales)).toBe(
      "so currently i'm drawing eighteen lakhs her and him",
    );
    expect(await scaleWordsMended('twenty two lax, one lack or one point two cores', scales)).toBe(
      'twenty two lakhs one lakh or one point two crores',
    );
  });

  it('leaves words two phones away, words after no number, and words it cannot look up', async () => {
    expect(await scaleWordsMended('eighteen likes', scales)).toBeNull(); // kal's: L AY K S
    expect(await scaleWordsMended('ninety looks good', scales)).toBeNull();
    expect(await scaleWordsMended('the one back in focus', scales)).toBeNull(); // as far, but from another first sound
    expect(await scaleWordsMended('it lacks a number', scales)).toBeNull();
    expect(await scaleWordsMended('eighteen lakhs', scales)).toBeNull();
    const broken = { ...scales, phonesOf: () => Promise.reject(new Error('espeak-ng is gone')) };
    expect(await scaleWordsMended('eighteen lacks', broken)).toBeNull();
  });
});

describe('tensSplitMended', () => {
  it('writes a tens number split into a unit and to/two as the general model wrote it', () => {
    // Set 42's slt and espeak, set 23's kal (the neural recognizer's words, then the general model's).
    const slt = "i'd be looking for roughly four, two, five k, pounds obviously";
    expect(tensSplitMended(slt, "i'd be looking for roughly forty five k. pounds")).toBe(
      "i'd be looking for roughly forty five k pounds obviously",
    );
    expect(tensSplitMended('around four to five k, pound', 'roughly forty five you')).toBe('around forty five k pound');
    expect(tensSplitMended('between seven to eighty thousand', 'seventy and eighty thousand')).toBe('between seventy and eighty thousand');
    expect(tensSplitMended('range of six to seventy thousand', 'going on sixty seventy thousand')).toBe(
      'range of sixty to seventy thousand',
    );
    // Set 44's espeak: the unit after the tens just written is that tens' (not "sixty fifty to seventy").
    const espeak = "um, i'd be looking for six to five to seventy thousand pounds";
    expect(tensSplitMended(espeak, 'ah i be looking for sixty five seventy thousand')).toBe(
      "um i'd be looking for sixty five to seventy thousand pounds",
    );
  });

  it("writes one no one would say as the tens it sounds, before an amount's scale word", () => {
    expect(tensSplitMended('um, some were around six to five thousand, but', 'oh so we are own')).toBe(
      'um some were around sixty five thousand but',
    );
    expect(tensSplitMended('in the range of six to seventy thousand pounds', '')).toBe('in the range of sixty to seventy thousand pounds');
    expect(tensSplitMended('seven to eighty five k', '')).toBe('seventy to eighty five k');
    expect(tensSplitMended('honestly, ninety two hundred thousand dollars', '')).toBe('honestly ninety to a hundred thousand dollars');
    // Set 71's espeak.
    expect(tensSplitMended('hoping for seventy-two eighty thousand', '')).toBe('hoping for seventy to eighty thousand');
  });

  it('leaves ranges people say, units after another number, and splits with no scale word or general tens', () => {
    // A unit the general model heard itself before the same word (set 46's kal, "eighty-five to ninety-five").
    expect(tensSplitMended('for a t five to ninety five k', 'for eighty five to ninety five k')).toBeNull();
    for (const said of ['four to five k a month', 'between five to six thousand', 'twenty two to twenty four lakhs', 'two to three k more'])
      expect(tensSplitMended(said, '')).toBeNull();
    expect(tensSplitMended('six to five people', '')).toBeNull();
    expect(tensSplitMended('ninety two hundred a month', '')).toBeNull();
    for (const said of ['seventy two eighty a month', 'eighty two seventy thousand']) expect(tensSplitMended(said, '')).toBeNull();
    expect(tensSplitMended('four two five k', 'forty four k')).toBeNull();
  });
});

describe('tensHeardMended', () => {
  it("takes the general model's tens where the neural recognizer wrote its unit, then numbers or short words", () => {
    // Set 43's slt, set 22's kal, set 17's espeak, set 23's kal (the neural recognizer's words, the general model's).
    const slt = 'honestly something in the region of seven thousand pounds';
    expect(tensHeardMended(slt, 'honestly some some in the region of seventy thousand pounds')).toBe(slt.replace('seven', 'seventy'));
    expect(tensHeardMended('um somewhere around six t five thousand', 'bomb somewhere around sixty five thousand')).toBe(
      'um somewhere around sixty five thousand',
    );
    expect(tensHeardMended('ideally about six feet thousand', 'ideally about sixty thousand')).toBe('ideally about sixty thousand');
    expect(tensHeardMended("i'm hope and for six tita seventy thousand", "i'm open for sixty to seventy thousand")).toBe(
      "i'm hope and for sixty to seventy thousand",
    );
  });

  it('keeps a unit the general model heard as no tens, or with other words, and one after another number', () => {
    expect(tensHeardMended('seven thousand pounds', 'seventeen thousand pounds')).toBeNull();
    expect(tensHeardMended('about seven thousand a month', 'about seventy days a month')).toBeNull();
    expect(tensHeardMended('about seven months notice', 'about seventy thousand')).toBeNull();
    expect(tensHeardMended('one hundred and seven thousand', 'one hundred and seventy thousand')).toBeNull();
  });
});

describe('mendedFreeText', () => {
  const said = { transcript: 'Ninety thousand plasbones.', confidence: 0.8, value: 'ninety thousand plasbones', source: 'neural' as const };

  it("mends a free-text value and its transcript, keeping the rest of the answer's record", async () => {
    expect(await mendedFreeText(expectsOf('salary-expectations'), said, 'ninety thousand plus bonus', sounds())).toEqual({
      ...said,
      transcript: 'ninety thousand plus bonus',
      value: 'ninety thousand plus bonus',
    });
  });

  it("takes the words pocketsphinx's two decodes outvote the neural recognizer on, before mending made-up ones", async () => {
    const kal = {
      ...said,
      transcript: 'Well, I dearly want ninety thousand plasbones.',
      value: 'well i dearly want ninety thousand plasbones',
    };
    const general = 'well ideally one ninety thousand plus bonus';
    const got = await mendedFreeText(expectsOf('salary-expectations'), kal, general, sounds(), 'well ideally one ninety grand');
    expect(got).toEqual({ ...kal, transcript: general, value: general });
    expect(await mendedFreeText(expectsOf('salary-expectations'), kal, general, sounds(), null)).toEqual({
      ...kal,
      transcript: 'well i dearly want ninety thousand plus bonus',
      value: 'well i dearly want ninety thousand plus bonus',
    });
  });

  it('writes a split tens number as the tens it sounds, then mends the rest', async () => {
    const espeak = { ...said, transcript: 'Six to five thousand plasbones.', value: 'six to five thousand plasbones' };
    const got = await mendedFreeText(expectsOf('salary-expectations'), espeak, 'the sixty thousand plus bonus', sounds());
    expect(got).toEqual({ ...espeak, transcript: 'sixty five thousand plus bonus', value: 'sixty five thousand plus bonus' });
  });

  it('leaves other questions, no value, and values not from the neural recognizer as they are', async () => {
    const grammar = { ...said, source: 'grammar' };
    expect(await mendedFreeText(expectsOf('salary-expectations'), grammar, 'ninety thousand plus bonus', sounds())).toBe(grammar);
    expect(await mendedFreeText(expectsOf('role'), said, 'ninety thousand plus bonus', sounds())).toBe(said);
    const none = { ...said, value: null };
    expect(await mendedFreeText(expectsOf('salary-expectations'), none, 'ninety thousand plus bonus', sounds())).toBe(none);
  });
});
