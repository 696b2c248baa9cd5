import { describe, expect, it } from 'vitest';
import { dependsOnMended } from './depends-on.ts';
import type { PhonesOf } from './sounds-alike.ts';

// Phones as pocketsphinx's dictionary has them ("man if it's" is 0.38 edits per phone from "benefits").
const PHONES: Record<string, string> = {
  man: 'M AE N',
  if: 'IH F',
  "it's": 'IH T S',
  here: 'HH IY R',
  benefits: 'B EH N AH F IH T S',
  package: 'P AE K AH JH',
  packet: 'P AE K AH T',
  equity: 'EH K W AH T IY',
  bonus: 'B OW N AH S',
  role: 'R OW L',
  location: 'L OW K EY SH AH N',
  market: 'M AA R K AH T',
  yeah: 'Y AE',
};
const phonesOf: PhonesOf = (ws) => Promise.resolve(new Map(ws.filter((w) => PHONES[w]).map((w) => [w, PHONES[w].split(' ')])));
const mended = (text: string) => dependsOnMended(text, phonesOf, 0.4);

describe('dependsOnMended', () => {
  it('writes the words after a closing "depending on (the)" as what a salary depends on when they sound like it', async () => {
    // Sets 53 and 54's espeak: "…, depending on the benefits." to the neural recognizer.
    const said = 'somewhere between ninety and ninety five thousand depending on the';
    expect(await mended(`${said} man if it's`)).toBe(`${said} benefits`);
    expect(await mended('sixty thousand depending on packet')).toBe('sixty thousand depending on package');
  });

  it('keeps words that sound like none of them, are one already, are more than three, or cannot be looked up', async () => {
    expect(await mended('sixty thousand depending on the market')).toBeNull();
    expect(await mended('sixty thousand depending on the benefits yeah')).toBeNull();
    expect(await mended("sixty thousand depending on the man if it's here")).toBeNull(); // four words
    expect(await mended('sixty thousand depending on the zorblax')).toBeNull();
    expect(await mended("sixty thousand, man if it's")).toBeNull(); // no "depending on"
  });
});
