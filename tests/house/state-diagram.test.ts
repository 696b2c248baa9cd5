// docs/architecture.md §4 draws the call state machine; the drawing must be CALL_TRANSITIONS, move for move.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CALL_TRANSITIONS } from '../../src/engine/call/call-state.ts';
import { diagramTransitions } from './doc-utils.ts';

const sorted = (t: Readonly<Record<string, readonly string[]>>) =>
  Object.fromEntries(
    Object.entries(t)
      .map(([from, to]) => [from, [...to].sort()])
      .filter(([, to]) => to.length > 0),
  );

describe('call state diagram', () => {
  test('the mermaid stateDiagram-v2 in docs/architecture.md has exactly the transitions of CALL_TRANSITIONS', () => {
    const drawn = diagramTransitions(readFileSync('docs/architecture.md', 'utf8'));
    expect(drawn).toEqual(sorted(CALL_TRANSITIONS));
  });

  test.each([
    ['labels and start markers', '[*] --> idle\n    idle --> connecting: start()\n    idle --> ended', { idle: ['connecting', 'ended'] }],
    ['an end marker', 'ended --> [*]\n    a-b --> c', { 'a-b': ['c'] }],
    ['comments and notes', '%% idle --> x\n    note right of idle: idle --> y\n    idle --> z', { idle: ['z'] }],
  ])('diagramTransitions reads %s', (_name, body, expected) => {
    expect(diagramTransitions(`text\n\`\`\`mermaid\nstateDiagram-v2\n    ${body}\n\`\`\`\n`)).toEqual(expected);
  });

  test('diagramTransitions refuses a page without the diagram', () => {
    expect(() => diagramTransitions('# nothing drawn')).toThrow('no mermaid stateDiagram-v2 block');
  });
});
