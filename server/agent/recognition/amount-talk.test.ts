import { describe, expect, it } from 'vitest';
import { amountTalkMended, mendedFreeText, outvoted, tensHeardMended, type Sounds } from './made-up-words.ts';
import { expectsOf } from '../recruiter-script.ts';

// Phones as pocketsphinx's dictionary has them.
const PHONES: Record<string, string> = {
  daily: 'D EY L IY',
  eighty: 'EY T IY',
  the: 'DH AH',
  few: 'F Y UW',
  two: 'T UW',
  cape: 'K EY P',
  lost: 'L AO S T',
  k: 'K EY',
  plus: 'P L AH S',
  lurking: 'L ER K IH NG',
  looking: 'L UH K IH NG',
  bones: 'B OW N Z',
  bonus: 'B OW N AH S',
  cooking: 'K UH K IH NG',
  twin: 'T W IH N',
  chi: 'K AY',
  pointy: 'P OY N T IY',
  pizza: 'P IY T S AH',
  twenty: 'T W EH N T IY',
  won: 'W AH N',
  one: 'W AH N',
  dependent: 'D IH P EH N D AH N T',
  depending: 'D IH P EH N D IH NG',
  on: 'AA N',
  hope: 'HH OW P',
  and: 'AH N D',
  hoping: 'HH OW P IH NG',
  for: 'F AO R',
  above: 'AH B AH V',
  about: 'AH B AW T',
  hopeful: 'HH OW P F AH L',
};
const sounds: Sounds = {
  phonesOf: (ws) => Promise.resolve(new Map(ws.filter((w) => PHONES[w]).map((w) => [w, PHONES[w].split(' ')]))),
  madeUpOf: () => Promise.resolve(new Set()),
};

describe('amountTalkMended', () => {
  it("takes the general model's number for a word no amount is said in, right before a scale word", async () => {
    // Set 45's espeak: "Um, somewhere around eighty thousand a year, ideally."
    const general = "oh so we're on the eighty thousand a year really";
    expect(await amountTalkMended('um, somewhere around daily, thousand a year, ideally.', general, sounds)).toBe(
      'um somewhere around eighty thousand a year ideally',
    );
  });

  it("takes the general model's amount talk for words that sound like it", async () => {
    // Set 45's slt ("sixty-five k plus benefits") and set 44's kal ("I'd be looking for…").
    const slt = "well it's negotiable, but i'd say sixty-five cape lost benefits.";
    expect(await amountTalkMended(slt, "well it's negotiable but i'd say sixty five k. plus benefits", sounds)).toBe(
      "well it's negotiable but i'd say sixty five k plus benefits",
    );
    expect(await amountTalkMended("um, i'd be lurking for sixty-five", "mom i'd be looking for sixty five", sounds)).toBe(
      "um i'd be looking for sixty five",
    );
    expect(await amountTalkMended("i'd be cooking for sixty", "i'd be looking for sixty", sounds)).toBe("i'd be looking for sixty");
    // Set 64's kal: "…about seventy thousand, depending on benefits" as "…seventy thousand dependent benefits".
    expect(await amountTalkMended('seventy thousand dependent benefits', 'seventy thousand depending on benefits', sounds)).toBe(
      'seventy thousand depending on benefits',
    );
  });

  it('takes amount talk up to half an edit per phone away: kal\'s "i was hoping for" as "i was hope and for" (set 69)', async () => {
    const general = 'i was hoping for sixty five thousand pounds give or take';
    expect(await amountTalkMended('i was hope and for sixty five thousand pounds give or take', general, sounds)).toBe(general);
    // "hopeful" is 3 edits in its 6 phones from "hoping"; "hopeful for" against "hoping", more.
    expect(await amountTalkMended('hopeful sixty', 'hoping sixty', sounds)).toBe('hoping sixty');
    expect(await amountTalkMended('hopeful for sixty', 'hoping sixty', sounds)).toBeNull();
    // "above" is amount talk itself: "a bit above that" is not the general model's "about" (0.5 away).
    expect(await amountTalkMended('seventy k so a bit above that', 'seventy k so a bit about that', sounds)).toBeNull();
  });

  it('takes the general model\'s tens for words no amount is said in right after a number (set 61\'s "one twenty")', async () => {
    // "Honestly, my current base is one twenty, so I'd want at least that.": slt's and kal's neural decodes.
    const general = "honestly my current base is one twenty so i'd want at least that";
    expect(await amountTalkMended("honestly, my current base is one twin chi, so i'd want at least that.", general, sounds)).toBe(general);
    expect(
      await amountTalkMended("honestly, my current base is one pointy, so i'd want at least that.", 'base is won twenty so', sounds),
    ).toBe("honestly my current base is one twenty so i'd want at least that");
    expect(await amountTalkMended('one pizza so', 'one twenty so', sounds)).toBeNull(); // sounds unlike it
    // A "to" between two numbers is kept ("…a hundred and twenty to hundred and thirty thousand", set 50's kal).
    expect(await amountTalkMended('twenty to hundred', 'twenty two hundred', sounds)).toBeNull();
  });

  it('keeps words that sound unlike the general words, are amount talk already, or whose phones are unknown', async () => {
    expect(await amountTalkMended('a few thousand more', 'a two thousand more', sounds)).toBeNull(); // not a number said
    expect(await amountTalkMended('around the thousand', 'around eighty thousand', sounds)).toBeNull(); // "the" is an amount word
    expect(await amountTalkMended('plus bonus', 'plus bones', sounds)).toBeNull(); // the general model's is no amount talk
    expect(
      await amountTalkMended("i'd be lurking for sixty", "i'd be looking for sixty", {
        ...sounds,
        phonesOf: () => Promise.reject(new Error('x')),
      }),
    ).toBeNull();
    expect(await amountTalkMended('sixty five k', 'sixty five k', sounds)).toBeNull();
  });

  it("is the last mend of a neural free-text answer, and leaves the general model's own answers alone", async () => {
    const e = expectsOf('salary-expectations');
    const said = { transcript: 'Somewhere around daily thousand.', value: 'somewhere around daily thousand', source: 'neural' };
    expect(await mendedFreeText(e, said, 'on the eighty thousand', sounds)).toMatchObject({ value: 'somewhere around eighty thousand' });
    const general = { ...said, source: 'general' };
    expect(await mendedFreeText(e, general, 'on the eighty thousand', sounds)).toBe(general);
  });
});

describe('tensHeardMended, the general model with words before its tens', () => {
  it('takes the tens on from it: kal\'s "Um, sixty five to seventy thousand…" (sets 56 and 58)', () => {
    const general = "i'm sixty five to seventy thousand would be fair";
    expect(tensHeardMended('six t five to seventy thousand would be fair', general)).toBe('sixty five to seventy thousand would be fair');
    expect(tensHeardMended('six t five thousand', 'about sixty five thousand')).toBe('sixty five thousand');
    expect(tensHeardMended('six t five thousand', "i'm six five thousand")).toBeNull(); // no tens heard
  });
});

describe('outvoted, where the neural recognizer heard a hesitation sound', () => {
  // slt's "I'm hoping for um, ninety-five to a hundred and five thousand, depending on the package" (set 73): both of
  // pocketsphinx's decodes wrote the "um" as "around" (its dictionary has no hesitation sounds).
  const general = "i'm hoping for around ninety five two hundred and five thousand depending on the package";
  const forced = "i'm hoping for around ninety five hundred a month i think";

  it('keeps the sound (the comparison then drops it), not the word pocketsphinx wrote for it', () => {
    const neural = "I'm hoping for um, ninety-five to a hundred and five thousand, depending on the package.";
    expect(outvoted(neural, general, forced)).toBeNull();
  });

  it('still outvotes a word the neural recognizer wrote there', () => {
    const neural = "I'm hoping for arm, ninety-five to a hundred and five thousand, depending on the package.";
    expect(outvoted(neural, general, forced)).toBe(
      "i'm hoping for around ninety five to a hundred and five thousand depending on the package",
    );
  });
});
