import { describe, expect, it } from 'vitest';
import { deferEntry, latinFont } from './vite-defer-entry.ts';

const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <style>x</style>
  </head>
  <body>
    <div id="root"></div>
  </body>`;

describe('deferEntry', () => {
  it('takes the entry script out of the head and loads it from the end of the body, after the first paint on /', () => {
    const out = deferEntry(HTML);
    expect(out).not.toContain('<script type="module"');
    expect(out.indexOf('<script>')).toBeGreaterThan(out.indexOf('<div id="root"></div>'));
    expect(out).toMatch(
      /<script>\(function\(\)\{.*s\.type='module'.*"\/assets\/index-abc\.js".*first-contentful-paint.*\}\)\(\)<\/script>\n {2}<\/body>/,
    );
    expect(out).not.toContain('modulepreload');
  });

  it('preloads the text font at low priority where there is one', () => {
    expect(deferEntry(HTML, '/assets/inter-latin-wght-normal-x.woff2')).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="/assets/inter-latin-wght-normal-x.woff2">',
    );
    expect(deferEntry(HTML)).not.toContain('as="font"');
  });

  it.each([
    ['<head></head><body></body>', /entry module script/],
    ['<script type="module" crossorigin src="/a.js"></script>', /<\/body>/],
  ])('refuses a page it cannot rewrite (%s)', (html, message) => {
    expect(() => deferEntry(html)).toThrow(message);
  });
});

describe('latinFont', () => {
  it.each([
    [['assets/inter-cyrillic-wght-normal-a.woff2', 'assets/inter-latin-wght-normal-b.woff2'], '/assets/inter-latin-wght-normal-b.woff2'],
    [['assets/inter-latin-ext-wght-normal-c.woff2'], undefined],
    [[], undefined],
  ])('finds the Latin file among %j', (files, expected) => {
    expect(latinFont(files)).toBe(expected);
  });
});
