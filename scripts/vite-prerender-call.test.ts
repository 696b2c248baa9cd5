import { describe, expect, it } from 'vitest';
import { callPageHtml } from './vite-prerender-call.ts';

const INDEX = `<html><head><title>Vaiu</title><meta name="description" content="Landing" /><style>a{}</style></head>
<body>
    <div id="root"></div>
  </body></html>`;
const MARKUP =
  '<div class="vc-page"><header><button type="button" class="vc-back">Back</button><a href="/x">Get in touch</a></header>' +
  '<button type="button" class="btn vc-start" aria-busy="false">Start Voice Call</button></div>';

// jsdom ships no types here: the one constructor we use.
type Dom = { window: Window & { Event: typeof Event; FocusEvent: typeof FocusEvent } };
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: { runScripts: 'dangerously' }) => Dom };

// The page as a browser runs it: the inline script executes after the prerendered markup is parsed.
function load(html: string) {
  const dom = new JSDOM(html, { runScripts: 'dangerously' });
  const doc = dom.window.document;
  const start = doc.querySelector<HTMLButtonElement>('button.vc-start')!;
  return { dom, doc, start, early: () => (dom.window as unknown as Record<string, unknown>).__vaiuEarlyStart };
}

describe('callPageHtml', () => {
  it('fills the root with the call page, inlines its CSS after the entry CSS and sets its own title', () => {
    const out = callPageHtml(INDEX, MARKUP, ['.vc-page{color:red}']);
    const { doc } = load(out);
    expect(doc.title).toBe('Talk to Vaiu Voice AI');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/recruiting assistant/);
    expect(doc.querySelector('#root .vc-page')).not.toBeNull();
    const styles = Array.from(doc.querySelectorAll('style'), (s) => s.textContent);
    expect(styles[0]).toBe('a{}');
    expect(styles[1]).toMatch(/^\.vc-page{color:red}/);
  });

  it("leaves only 'Start Voice Call' usable; its first click is taken once and shows it busy", () => {
    const { doc, start, early } = load(callPageHtml(INDEX, MARKUP, []));
    expect(doc.querySelector('.vc-back')!.hasAttribute('inert')).toBe(true);
    expect(doc.querySelector('a')!.hasAttribute('inert')).toBe(true);
    expect(start.hasAttribute('inert')).toBe(false);
    expect(doc.querySelector('.vc-page')!.hasAttribute('data-shell')).toBe(true);
    expect(early()).toBeUndefined();
    start.click();
    expect(early()).toBe(true);
    expect(start.getAttribute('aria-busy')).toBe('true');
  });

  it('takes a pointer press on pointerdown, before any click', () => {
    const { dom, start, early } = load(callPageHtml(INDEX, MARKUP, []));
    start.dispatchEvent(new dom.window.Event('pointerdown', { bubbles: true }));
    expect(early()).toBe(true);
    expect(start.getAttribute('aria-busy')).toBe('true');
  });

  it("notes keyboard focus on the prerendered 'Start Voice Call', and its loss to another element", () => {
    const { dom, doc, start } = load(callPageHtml(INDEX, MARKUP, []));
    const focus = () => (dom.window as unknown as Record<string, unknown>).__vaiuEarlyFocus;
    start.dispatchEvent(new dom.window.FocusEvent('focusin', { bubbles: true }));
    expect(focus()).toBe(true);
    doc.querySelector('.vc-back')!.dispatchEvent(new dom.window.FocusEvent('focusin', { bubbles: true }));
    expect(focus()).toBe(false);
  });

  it("ignores clicks once React's own button replaced the prerendered one", () => {
    const { doc, early } = load(callPageHtml(INDEX, MARKUP, []));
    const root = doc.getElementById('root')!;
    root.innerHTML = '<button type="button" class="btn vc-start">Start Voice Call</button>';
    root.querySelector<HTMLButtonElement>('button')!.click();
    expect(early()).toBeUndefined();
  });

  it('refuses a page without an empty root', () => {
    expect(() => callPageHtml('<body><div id="app"></div></body>', MARKUP, [])).toThrow(/root/);
  });
});
