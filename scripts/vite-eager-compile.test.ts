import { describe, expect, it } from 'vitest';
import { addEagerHint, EAGER_HINT } from './vite-eager-compile.ts';

const chunk = (facade: string | null, code: string, mappings?: string) => ({
  type: 'chunk' as const,
  facadeModuleId: facade,
  code,
  map: mappings === undefined ? null : { mappings },
});

describe('addEagerHint', () => {
  it("puts V8's compile hint on the first line of the listed modules' chunks only", () => {
    const bundle = {
      'assets/page.js': chunk('/p/src/features/voice-call/voice-call-page.tsx', 'export const a=1;', 'AAAA'),
      'assets/index.js': chunk('/p/src/main.tsx', 'import"./x";'),
      'assets/shared.js': chunk(null, 'export const b=2;'),
      'assets/logo.svg': { type: 'asset' as const },
    };
    expect(addEagerHint(bundle, ['src/features/voice-call/voice-call-page.tsx'])).toEqual(['assets/page.js']);
    expect(bundle['assets/page.js'].code).toBe(`${EAGER_HINT}export const a=1;`);
    expect(bundle['assets/page.js'].map?.mappings).toBe(';AAAA'); // the code moved down one line
    expect(bundle['assets/index.js'].code).toBe('import"./x";');
    expect(bundle['assets/shared.js'].code).toBe('export const b=2;');
  });

  it('marks a chunk once, however often it runs', () => {
    const bundle = { 'a.js': chunk('C:\\p\\src\\page.tsx', 'x()') };
    addEagerHint(bundle, ['src/page.tsx']);
    expect(addEagerHint(bundle, ['src/page.tsx'])).toEqual([]);
    expect(bundle['a.js'].code).toBe(`${EAGER_HINT}x()`);
  });

  it('refuses a listed module without a chunk of its own (a renamed page would silently lose its hint)', () => {
    expect(() => addEagerHint({ 'a.js': chunk('/p/src/main.tsx', '') }, ['src/gone.tsx'])).toThrow(/no chunk for src\/gone\.tsx/);
  });
});
