import { describe, expect, it } from 'vitest';
import { inlineStylesheets, replacePreloadDeps } from './vite-inline-css.ts';

const files: Record<string, string> = { 'assets/index.css': 'body{color:red}', 'assets/odd.css': 'a{content:"</style>"}' };
const css = (f: string) => files[f];

describe('inlineStylesheets', () => {
  it.each([
    ['<link rel="stylesheet" crossorigin href="/assets/index.css">', '<style>body{color:red}</style>'],
    ['<link rel="stylesheet" href="/assets/index.css">', '<style>body{color:red}</style>'],
    // Not built here (or elsewhere): the link stays.
    ['<link rel="stylesheet" href="/assets/other.css">', '<link rel="stylesheet" href="/assets/other.css">'],
    ['<link rel="stylesheet" href="https://cdn.example/x.css">', '<link rel="stylesheet" href="https://cdn.example/x.css">'],
    // '</style' would close the element early.
    ['<link rel="stylesheet" href="/assets/odd.css">', '<link rel="stylesheet" href="/assets/odd.css">'],
  ])('%s → %s', (tag, out) => {
    expect(inlineStylesheets(`<head>${tag}</head>`, css)).toBe(`<head>${out}</head>`);
  });

  it('leaves other links alone', () => {
    const html = '<link rel="icon" href="/favicon.svg" /><link rel="preload" as="style" href="/assets/index.css">';
    expect(inlineStylesheets(html, css)).toBe(html);
  });
});

describe('replacePreloadDeps', () => {
  it("puts the entry in place of its inlined CSS in Vite's preload lists, keeping every index", () => {
    const code = 'm.f||(m.f=["assets/page.js","assets/index-a.js","assets/index-a.css","assets/page.css"])';
    expect(replacePreloadDeps(code, new Set(['assets/index-a.css']), 'assets/index-a.js')).toBe(
      'm.f||(m.f=["assets/page.js","assets/index-a.js","assets/index-a.js","assets/page.css"])',
    );
  });
});
