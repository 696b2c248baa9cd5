import { describe, expect, it } from 'vitest';
import { injectPrerender } from './vite-prerender-landing.ts';

describe('injectPrerender', () => {
  it('puts the markup in a template after the empty root, with the script that shows it only on /', () => {
    const out = injectPrerender('<body>\n    <div id="root"></div>\n  </body>', '<h1>Hi</h1>');
    expect(out).toContain('<div id="root"></div>\n    <template id="landing-prerender"><h1>Hi</h1></template>');
    expect(out).toMatch(/<script>\(function\(\)\{.*location\.pathname==='\/'.*\}\)\(\)<\/script>/);
    expect(out.indexOf('<template')).toBeLessThan(out.indexOf('<script>'));
  });

  it("drops React's leading resource hints (the head preloads the poster) and leaves the page live", () => {
    const out = injectPrerender(
      '<body>\n    <div id="root"></div>\n  </body>',
      '<link rel="preload" as="image" href="/logo-light.svg"/><link rel="preload" as="image" href="/p.webp" fetchPriority="high"/><a href="#main">Skip</a>',
    );
    expect(out).toContain('<template id="landing-prerender"><a href="#main">Skip</a></template>');
    expect(out).not.toContain("setAttribute('inert'");
    expect(out).toContain('window.__vaiuEarly=');
  });

  it('refuses a page without an empty root', () => {
    expect(() => injectPrerender('<body><div id="app"></div></body>', '<h1>Hi</h1>')).toThrow(/root/);
  });
});
