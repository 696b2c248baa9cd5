// What a salary is said to depend on, mended where the neural recognizer misheard it (made-up-words.ts
// `mendedFreeText`): espeak's "…, depending on the benefits." was "…, depending on the man if it's." in sets 53 and 54.
import { editDistance } from '../../lib/edit-distance.ts';
import type { PhonesOf } from './sounds-alike.ts';

/** What a salary depends on, as answers say it ("depending on the benefits", "…on the package", "…on the equity"). */
const DEPENDS_ON = ['benefits', 'package', 'equity', 'bonus', 'role', 'location'];
/** An answer that ends on "depending on (the)" and one to three words. */
const DEPENDING = /^(.*\bdepend(?:ing|s)? on (?:the )?)((?:\S+ ){0,2}\S+)$/;

/**
 * `text` (a free-text answer as its words) with the one to three words after its closing "depending on (the)" written
 * as what a salary depends on (`DEPENDS_ON`) when they sound like it, within `within` edits per phone ("man if it's"
 * is 0.38 from "benefits"). Null when none does, when one of them is such a word already ("the benefits, yeah"), or
 * when they cannot be looked up.
 */
export async function dependsOnMended(text: string, phonesOf: PhonesOf, within: number): Promise<string | null> {
  const m = DEPENDING.exec(text);
  const said = m ? m[2].split(' ') : [];
  if (!m || said.some((w) => DEPENDS_ON.includes(w))) return null;
  const phones = await phonesOf([...new Set([...said, ...DEPENDS_ON])]).catch(() => null);
  if (!phones || !said.every((w) => phones.has(w))) return null;
  const heard = said.flatMap((w) => phones.get(w)!);
  const apart = (w: string) => {
    const p = phones.get(w);
    return p ? editDistance(heard, p) / Math.max(heard.length, p.length) : Infinity;
  };
  const [nearest] = [...DEPENDS_ON].sort((a, b) => apart(a) - apart(b));
  return apart(nearest) <= within ? `${m[1]}${nearest}` : null;
}
