import { describe, expect, it } from 'vitest';
import { injectBeforeEntry, preloadScript, routeFiles } from './vite-route-preload.ts';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  imports,
  isEntry,
  viteMetadata: { importedCss: new Set(css) },
});

const bundle = {
  'assets/index.js': chunk('assets/index.js', '/p/src/main.tsx', [], ['assets/index.css'], true),
  'assets/app.js': chunk('assets/app.js', '/p/src/app/app.tsx', ['assets/index.js', 'assets/router.js']),
  'assets/router.js': chunk('assets/router.js', null, ['assets/index.js']),
  'assets/page.js': chunk(
    'assets/page.js',
    '/p/src/features/voice-call/voice-call-page.tsx',
    ['assets/app.js', 'assets/button.js'],
    ['assets/page.css'],
  ),
  'assets/button.js': chunk('assets/button.js', null, ['assets/index.js'], ['assets/button.css']),
  'assets/page.css': { type: 'asset' as const },
};

/** Runs the inline script at `pathname` and returns the links it added. */
function linksAt(script: string, pathname: string): { rel: string; as?: string; href: string; crossOrigin?: string }[] {
  const head: { rel: string; href: string }[] = [];
  const document = { createElement: () => ({}), head: { appendChild: (l: { rel: string; href: string }) => head.push(l) } };
  new Function('location', 'document', script)({ pathname }, document);
  return head;
}

describe('routeFiles', () => {
  it("collects a route's chunks with their static imports and CSS, never the entry", () => {
    const files = routeFiles(bundle, ['src/app/app.tsx', 'src/features/voice-call/voice-call-page.tsx']);
    expect(files.js.sort()).toEqual(['assets/app.js', 'assets/button.js', 'assets/page.js', 'assets/router.js']);
    expect(files.css.sort()).toEqual(['assets/button.css', 'assets/page.css']);
  });

  it('refuses a module that has no chunk of its own (a renamed page would silently lose its preload)', () => {
    expect(() => routeFiles(bundle, ['src/features/gone.tsx'])).toThrow(/no chunk for src\/features\/gone\.tsx/);
  });
});

describe('preloadScript', () => {
  const script = preloadScript({ '/voice-call': { js: ['assets/page.js'], css: ['assets/page.css'] } });

  it.each(['/voice-call', '/voice-call/'])('on %s preloads the modules and the CSS, as the entry fetches them', (path) => {
    expect(linksAt(script, path)).toEqual([
      { rel: 'modulepreload', href: '/assets/page.js', crossOrigin: '' },
      { rel: 'preload', as: 'style', href: '/assets/page.css', crossOrigin: '' },
    ]);
  });

  it.each(['/', '/pricing', '/voice-call-x'])('on %s adds nothing', (path) => {
    expect(linksAt(script, path)).toEqual([]);
  });
});

describe('injectBeforeEntry', () => {
  it('puts the tag before the entry script and the stylesheet (an inline script would wait for the CSS)', () => {
    const html = '<head>\n    <script type="module" src="/a.js"></script>\n    <link rel="stylesheet" href="/a.css">\n</head>';
    const out = injectBeforeEntry(html, '<script>x</script>');
    expect(out.indexOf('<script>x</script>')).toBeLessThan(out.indexOf('<script type="module"'));
  });

  it('refuses a page without an entry', () => {
    expect(() => injectBeforeEntry('<head></head>', '<script>x</script>')).toThrow(/entry/);
  });
});
