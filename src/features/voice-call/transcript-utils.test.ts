import { describe, expect, it } from 'vitest';
import { transcriptFileName, transcriptText } from './transcript-utils.ts';

describe('transcript-utils', () => {
  const when = new Date(2026, 10, 23, 9, 5);

  it('writes one speaker-labelled line per caption under a dated heading', () => {
    const text = transcriptText(
      [
        { role: 'assistant', text: 'Hello, what is your name?' },
        { role: 'user', text: 'Alex Morgan.' },
      ],
      when,
    );
    expect(text.split('\n')).toEqual([
      `Vaiu Voice AI call — ${when.toLocaleString()}`,
      '',
      'Assistant: Hello, what is your name?',
      'You: Alex Morgan.',
      '',
    ]);
  });

  it.each([
    [new Date(2026, 10, 23, 9, 5), 'vaiu-call-2026-11-23-0905.txt'],
    [new Date(2027, 0, 1, 23, 59), 'vaiu-call-2027-01-01-2359.txt'],
  ])('names the file of %s %s', (d, name) => {
    expect(transcriptFileName(d)).toBe(name);
  });
});
