import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, test } from 'vitest';
import { afterAnswer, confirmation, confirmationLines, nextStep } from './dialogue-plan.ts';
import { expectsOf, RECRUITER_SCRIPT, REPEAT_ID, SKIP_ID } from './recruiter-script.ts';

const S = RECRUITER_SCRIPT;
const at = (q: string) => S.findIndex((s) => s.question === q);

describe('dialogue-plan', () => {
  test.each([
    ['years-experience', 5, 'Five years, great.'],
    ['years-experience', 1, 'One year, great.'],
    ['years-experience', 0, 'None yet, noted.'],
    ['years-experience', 2.5, 'Two and a half years, great.'],
    ['years-experience', 0.5, 'Half a year, great.'],
    ['years-experience', 1.5, 'One and a half years, great.'],
    ['role', 'data engineer', 'Data engineer, noted.'],
    ['currently-employed', true, 'Yes, noted.'],
    ['start-month', 'march', 'March, perfect.'],
    ['start-month', 'immediately', 'Right away, perfect.'],
    ['notice-period', '3 months', 'Three months, noted.'],
    ['notice-period', 'none', 'No notice period, noted.'],
  ])('confirms %s = %s as "%s"', (q, v, text) => expect(confirmation(q, expectsOf(q), v)?.text).toBe(text));

  it('does not read back free text or names', () => {
    expect(confirmation('salary-expectations', expectsOf('salary-expectations'), 'sixty thousand')).toBeNull();
    expect(confirmation('name', expectsOf('name'), 'sam taylor')).toBeNull();
  });

  it('lists one pre-rendered confirmation per value a grammar allows, each id unique', () => {
    const lines = confirmationLines(S);
    // 0 … 30 years and the halves between them
    expect(lines.filter((l) => l.id.startsWith('confirm-years-experience-'))).toHaveLength(61);
    expect(lines.find((l) => l.id === 'confirm-years-experience-2-5')?.text).toBe('Two and a half years, great.');
    expect(new Set(lines.map((l) => l.id)).size).toBe(lines.length);
  });

  it('has every confirmation rendered: in prompts.json with its text, and its WAV beside it', () => {
    const dir = path.join(import.meta.dirname, 'prompts');
    const rendered = JSON.parse(readFileSync(path.join(dir, 'prompts.json'), 'utf8')) as { id: string; text: string; file: string }[];
    for (const line of confirmationLines(S)) {
      const p = rendered.find((r) => r.id === line.id);
      expect(p?.text, line.id).toBe(line.text);
      expect(existsSync(path.join(dir, p!.file)), p!.file).toBe(true);
    }
  });

  it('confirms an understood value, then asks the next question', () => {
    expect(afterAnswer(S, at('years-experience'), 5, false)).toEqual({
      say: ['confirm-years-experience-5', 'ask-salary'],
      step: at('salary-expectations'),
      retry: false,
    });
  });

  it('asks again once when nothing usable was heard, then skips to the next question', () => {
    const step = at('role');
    expect(afterAnswer(S, step, null, false)).toEqual({ say: [REPEAT_ID], step, retry: true });
    expect(afterAnswer(S, step, null, true)).toEqual({ say: [SKIP_ID, 'ask-years'], step: step + 1, retry: false });
  });

  it('branches past the notice period when the visitor is not employed', () => {
    expect(nextStep(S, at('currently-employed'), false)).toBe(at('start-month'));
    expect(nextStep(S, at('currently-employed'), true)).toBe(at('notice-period'));
    expect(afterAnswer(S, at('currently-employed'), false, false).say).toEqual(['confirm-currently-employed-false', 'ask-start']);
  });

  it('moves on without confirming or re-asking when no recognizer ran (the scripted screen)', () => {
    expect(afterAnswer(S, at('currently-employed'), undefined, false)).toEqual({
      say: ['ask-notice'],
      step: at('notice-period'),
      retry: false,
    });
  });

  it('asks for the name spelled only when the name was not heard by its own grammar', () => {
    const name = at('name');
    const role = { say: ['ask-role'], step: at('role'), retry: false };
    expect(afterAnswer(S, name, 'sam taylor', false, true)).toEqual(role);
    expect(afterAnswer(S, name, 'rachel thompson', false, false)).toEqual({ say: ['ask-spell'], step: at('name-spelled'), retry: false });
    // Nothing usable heard: the spelling is the re-ask (no "say that again", no "let's move on").
    expect(afterAnswer(S, name, null, false, false)).toEqual({ say: ['ask-spell'], step: at('name-spelled'), retry: false });
    // No recognizer (the scripted screen): no follow-up.
    expect(afterAnswer(S, name, undefined, false)).toEqual(role);
  });

  it('goes on to the role after the spelling, asking it again once when no name came of it', () => {
    const spell = at('name-spelled');
    expect(afterAnswer(S, spell, 'katarzyna nowak', false, true)).toEqual({ say: ['ask-role'], step: at('role'), retry: false });
    expect(afterAnswer(S, spell, null, false)).toEqual({ say: [REPEAT_ID], step: spell, retry: true });
    expect(afterAnswer(S, spell, null, true)).toEqual({ say: [SKIP_ID, 'ask-role'], step: at('role'), retry: false });
  });

  it('ends with the closing line after the last question', () => {
    const turn = afterAnswer(S, at('start-month'), 'june', false);
    expect(turn.say).toEqual(['confirm-start-month-june', 'closing']);
    expect(S[turn.step].end).toBe('assistant-ended-call');
  });
});
