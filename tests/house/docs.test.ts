// Docs that show code stay true: docs/engine.md shows docs/examples/embed-call.ts verbatim (which tsc compiles
// and tests/e2e/engine-embed.spec.ts runs). Comments cite the repo's own docs, by sections that exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { citationProblem, findCitations, markdownHeadings, numberedSections, type DocCitation } from './doc-utils.ts';

const SOURCES = ['*.ts', '*.tsx', '*.mjs', '*.js', '*.css'];

/** Runs `git grep` (tracked and untracked files); exit 1 means no match, which is not an error. */
function gitGrep(pattern: string, paths: string[]): string {
  const r = spawnSync('git', ['grep', '--untracked', '-nE', pattern, '--', ...paths], { encoding: 'utf8' });
  if (r.status !== 0 && r.status !== 1) throw new Error(`git grep failed (${r.status}): ${r.stderr}`);
  return r.stdout;
}

const readDoc = (doc: string) => (existsSync(doc) ? readFileSync(doc, 'utf8') : null);

describe('docs', () => {
  test('docs/engine.md shows the example file exactly, in at most 20 lines', () => {
    const example = readFileSync('docs/examples/embed-call.ts', 'utf8').trimEnd();
    const block = /```ts\n([\s\S]*?)\n```/.exec(readFileSync('docs/engine.md', 'utf8'))?.[1];
    expect(block).toBe(example);
    expect(example.split('\n').length).toBeLessThanOrEqual(20);
  });

  test('no source file cites sections of documents outside the repo (SPEC, DESIGN)', () => {
    expect(gitGrep('(SPEC|DESIGN)(\\.md)? ?§', SOURCES)).toBe('');
  });

  test('every docs/<file>.md §N cited in a source or doc file names a doc with a heading numbered N', () => {
    const citing = gitGrep('docs/[A-Za-z0-9_./-]+\\.md §[0-9]', [...SOURCES, '*.md']);
    const files = [
      ...new Set(
        citing
          .split('\n')
          .filter(Boolean)
          .map((l) => l.slice(0, l.indexOf(':'))),
      ),
    ];
    const citations = files.flatMap((f) => findCitations(f, readFileSync(f, 'utf8')));
    expect(citations.length).toBeGreaterThan(50);
    expect(citations.map((c) => citationProblem(c, readDoc)).filter(Boolean)).toEqual([]);
  });

  test('docs/product.md has the nine numbered sections comments cite', () => {
    const headings = markdownHeadings(readFileSync('docs/product.md', 'utf8')).filter((h) => /^\d+\./.test(h));
    expect(headings).toEqual([
      '1. What it does',
      '2. Screens and routes',
      '3. Entities',
      '4. States and transitions',
      '5. Validation',
      '6. Roles',
      '7. Calls it makes',
      '8. Error catalogue',
      '9. Constants and limits',
    ]);
  });
});

describe('doc-utils', () => {
  const cite = (doc: string, section: number, where = 'src/x.ts:1'): DocCitation => ({ where, doc: `docs/${doc}.md`, section });
  const docs: Record<string, string> = {
    'docs/a.md': '# A\n\n## 1. One\n\n```md\n## 2. Fenced, not a heading\n```\n\n### 3. Three\n',
  };
  const read = (doc: string) => docs[doc] ?? null;

  test.each([
    ['a section that exists', cite('a', 1), null],
    ['a deeper heading', cite('a', 3), null],
    ['a section inside a code fence', cite('a', 2), 'src/x.ts:1: docs/a.md has no section 2'],
    ['a missing section', cite('a', 9), 'src/x.ts:1: docs/a.md has no section 9'],
    ['a missing doc', cite('gone', 1), 'src/x.ts:1: docs/gone.md does not exist'],
  ])('citationProblem: %s', (_name, citation, problem) => {
    expect(citationProblem(citation, read)).toBe(problem);
  });

  test('findCitations finds every citation with its line', () => {
    const text = ['// none here', `/** x (${'docs/'}product.md §9) and ${'docs/'}architecture.md §6. */`].join('\n');
    expect(findCitations('f.ts', text)).toEqual([
      { where: 'f.ts:2', doc: 'docs/product.md', section: 9 },
      { where: 'f.ts:2', doc: 'docs/architecture.md', section: 6 },
    ]);
  });

  test('numberedSections reads numbered headings of every level, outside fences', () => {
    expect(numberedSections(docs['docs/a.md'])).toEqual([1, 3]);
  });
});
