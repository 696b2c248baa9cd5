// Pure readers of the docs the house tests check: citations of doc sections, numbered headings, the call state diagram.

/** A `docs/<file>.md §N` citation found in a source or doc file. */
export type DocCitation = { where: string; doc: string; section: number };

const CITATION = /(docs\/[\w./-]+?\.md) §(\d+)/g;

/** Every `docs/<file>.md §N` in `text`; `where` is `<file>:<line>`. */
export function findCitations(file: string, text: string): DocCitation[] {
  const out: DocCitation[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(CITATION)) out.push({ where: `${file}:${i + 1}`, doc: m[1], section: Number(m[2]) });
  });
  return out;
}

/** The numbers of a markdown page's numbered headings (`## 9. Constants and limits` → 9), outside code fences. */
export function numberedSections(md: string): number[] {
  return markdownHeadings(md)
    .map((h) => /^(\d+)\.\s/.exec(h)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
}

/** The text of every markdown heading, outside code fences. */
export function markdownHeadings(md: string): string[] {
  let fenced = false;
  const out: string[] = [];
  for (const line of md.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const m = !fenced && /^#{1,6}\s+(.*\S)\s*$/.exec(line);
    if (m) out.push(m[1]);
  }
  return out;
}

/** Why a citation is wrong (no such doc, no such section), or null when it holds; `read` returns null for a missing file. */
export function citationProblem(c: DocCitation, read: (doc: string) => string | null): string | null {
  const md = read(c.doc);
  if (md === null) return `${c.where}: ${c.doc} does not exist`;
  return numberedSections(md).includes(c.section) ? null : `${c.where}: ${c.doc} has no section ${c.section}`;
}

/** The transitions of the first mermaid `stateDiagram-v2` block, as `from → sorted targets`; start/end markers skipped. */
export function diagramTransitions(md: string): Record<string, string[]> {
  const block = /```mermaid\n\s*stateDiagram-v2\n([\s\S]*?)```/.exec(md)?.[1];
  if (block === undefined) throw new Error('no mermaid stateDiagram-v2 block');
  const out: Record<string, string[]> = {};
  for (const line of block.split('\n')) {
    const m = /^\s*([\w[\]*-]+)\s*-->\s*([\w[\]*-]+)\s*(?::.*)?$/.exec(line);
    if (!m || m[1] === '[*]' || m[2] === '[*]') continue;
    (out[m[1]] ??= []).push(m[2]);
  }
  for (const k of Object.keys(out)) out[k].sort();
  return out;
}
