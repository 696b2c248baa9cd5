import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

const ENTRY = '/src/features/landing/landing-prerender.tsx';
const TEMPLATE_ID = 'landing-prerender';

// Runs in the page before first paint: only on '/', the prerendered landing fills #root (React then hydrates these
// very nodes). Other routes stay empty, so /voice-call never flashes the landing page. A remembered dark theme is
// already on <html>; the logos and the theme switch's label follow it here so they do not flash light.
// The copy is live at once: links work as links, and a click on a button or a form's submit before React runs is
// queued on window.__vaiuEarly and replayed once React owns the page (src/app/early-events.ts); so is what was typed
// into a field, which hydration would otherwise reset to React's state. A click on an in-page link first lays out
// every section (html.render-all, see landing.css): sections that skip rendering would move a smooth scroll's target.
const INLINE = `(function(){var t=document.getElementById('${TEMPLATE_ID}'),r=document.getElementById('root');if(!t||!r)return;if(location.pathname==='/'&&!r.firstChild){r.appendChild(t.content.cloneNode(true));if(document.documentElement.getAttribute('data-theme')==='dark'){r.querySelectorAll('img.logo').forEach(function(i){i.src='/logo-dark.svg'});r.querySelectorAll('button[aria-label="Switch to dark theme"]').forEach(function(b){b.setAttribute('aria-label','Switch to light theme');b.title='Switch to light theme'})}var q=[];function h(e){var c=e.target instanceof Element&&e.target.closest(e.type==='submit'?'form':'button');if(!c||c.disabled)return;e.preventDefault();q.push(c)}var f=[];function g(e){var t=e.target;if(!(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement))return;for(var i=0;i<f.length;i++)if(f[i].el===t){f[i].value=t.value;return}f.push({el:t,value:t.value})}r.addEventListener('click',h,true);document.addEventListener('click',function(e){if(e.target instanceof Element&&e.target.closest('a[href^="#"]'))document.documentElement.classList.add('render-all')},true);r.addEventListener('submit',h,true);r.addEventListener('input',g,true);window.__vaiuEarly={queue:q,fields:f,stop:function(){r.removeEventListener('click',h,true);r.removeEventListener('submit',h,true)},stopFields:function(){r.removeEventListener('input',g,true)}}}t.remove()})()`;

/** Inserts the prerendered landing markup (and the inline script that shows it on '/') into index.html. */
export function injectPrerender(html: string, markup: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  // React's resource hints (<link rel="preload"> for the logo and poster) lead the markup; they are no part of the
  // page React hydrates, and index.html's head already preloads the poster.
  const page = markup.replace(/^(?:<link rel="preload"[^>]*>)+/, '');
  return html.replace(root, `${root}\n    <template id="${TEMPLATE_ID}">${page}</template>\n    <script>${INLINE}</script>`);
}

/** Renders `exportName()` of the module `entry` at build time, in jsdom at '/' with a light theme (Vite SSR). */
export async function renderMarkup(
  config: ResolvedConfig,
  entry = ENTRY,
  exportName = 'renderLanding',
  stubs: Record<string, unknown> = {},
): Promise<string> {
  // jsdom ships no types here; this is the one constructor we use.
  type Dom = { window: Window & { close(): void } };
  const jsdom = 'jsdom';
  const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: { url: string }) => Dom };
  const { createServer } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  // Modules read window.location / <html data-theme> at import time: give them a light, logged-out '/' page.
  const dom = new JSDOM('<!doctype html><html data-theme="light"><head></head><body></body></html>', { url: 'http://localhost/' });
  const g = globalThis as Record<string, unknown>;
  const saved: Record<string, unknown> = { window: g.window, document: g.document };
  for (const k of Object.keys(stubs)) saved[k] = g[k];
  // Globals a module's top level needs (e.g. a class extending AudioWorkletNode), never called while rendering.
  Object.assign(g, stubs);
  g.window = dom.window;
  g.document = dom.window.document;
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'error',
    // Its own cache and no dependency pre-bundling: never touches a dev server's node_modules/.vite.
    cacheDir: path.resolve(config.root, 'node_modules/.vite-prerender'),
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
  });
  try {
    const mod = (await server.ssrLoadModule(entry)) as Record<string, () => string>;
    return mod[exportName]();
  } finally {
    await server.close();
    Object.assign(g, saved);
    dom.window.close();
  }
}

/**
 * Build only: prerenders '/' into dist/index.html so the landing page paints from HTML before its JavaScript
 * runs (FCP/LCP). Fails soft: on any error the build keeps the plain SPA shell and prints a warning.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vaiu-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const file = path.resolve(config.root, config.build.outDir, 'index.html');
      try {
        const markup = await renderMarkup(config);
        writeFileSync(file, injectPrerender(readFileSync(file, 'utf8'), markup));
      } catch (error) {
        config.logger.warn(`[vaiu-prerender-landing] kept the plain SPA shell: ${(error as Error).message}`);
      }
    },
  };
}
