// Docs that show code stay true: docs/engine.md shows docs/examples/embed-call.ts verbatim (which tsc compiles
// and tests/e2e/engine-embed.spec.ts runs).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

describe('docs', () => {
  test('docs/engine.md shows the example file exactly, in at most 20 lines', () => {
    const example = readFileSync('docs/examples/embed-call.ts', 'utf8').trimEnd();
    const block = /```ts\n([\s\S]*?)\n```/.exec(readFileSync('docs/engine.md', 'utf8'))?.[1];
    expect(block).toBe(example);
    expect(example.split('\n').length).toBeLessThanOrEqual(20);
  });
});
