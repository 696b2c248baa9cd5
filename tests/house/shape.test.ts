// The house keeps its shape (CONTRIBUTING.md): small source files — median under 100 lines, none over 300.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const SOURCE = /\.(ts|tsx|mjs)$/;
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((f) => SOURCE.test(f) && !f.startsWith('node_modules/'));
const lines = (f: string) => readFileSync(f, 'utf8').split('\n').length - 1;

describe('house shape', () => {
  test('median source file is under 100 lines', () => {
    const sorted = files.map(lines).sort((a, b) => a - b);
    expect(sorted.length).toBeGreaterThan(100);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(100);
  });

  test('no source file is over 300 lines', () => {
    expect(files.filter((f) => lines(f) > 300)).toEqual([]);
  });
});
