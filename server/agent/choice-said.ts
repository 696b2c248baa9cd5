// The option of a choice an answer names (the role question), and the ways each option is said.
import type { Expect } from './recruiter-script.ts';

/** A role's word for its field, said for the role itself ("software engineering" for "software engineer"). */
const FIELD_OF: Record<string, string> = { engineer: 'engineering', manager: 'management', designer: 'design', developer: 'development' };

/**
 * The option said in `joined` ("The data engineer's one I put in for", set 27, says it too). A field said of the work
 * done is that option only when no other role is named: "I've been doing some design work lately, but the role I'm
 * going for is pro-addict manager" (set 34) names a role the words do not spell, left to its sounds.
 */
export function optionSaid(expects: Extract<Expect, { kind: 'choice' }>, joined: string): string | null {
  const find = (text: string) =>
    expects.options.find((o) => choiceSaid(o, expects.alsoSaid).some((s) => text.includes(` ${s} `) || text.includes(` ${s}'s `)));
  const fields = expects.options.flatMap((o) => choiceSaid(o).slice(1, 2));
  const sought = joined.replace(new RegExp(` (?:${fields.join('|')}) (?:work|experience|background|projects)(?= )`, 'g'), ' ');
  const heads = expects.options.map((o) => o.split(' ').at(-1));
  return find(sought) ?? (sought !== joined && heads.some((h) => new RegExp(` ${h}(?:s|'s)? `).test(sought)) ? null : find(joined)) ?? null;
}

/**
 * The ways to say one option of a choice: the option, its field ("product management"), and the other names the
 * question gives it (`alsoSaid`: "project manager" for the product manager role).
 */
export function choiceSaid(option: string, alsoSaid: Record<string, string[]> = {}): string[] {
  const ws = option.split(' ');
  const field = FIELD_OF[ws[ws.length - 1]];
  return [option, ...(field ? [[...ws.slice(0, -1), field].join(' ')] : []), ...(alsoSaid[option] ?? [])];
}
