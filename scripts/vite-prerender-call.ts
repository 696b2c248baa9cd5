import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { renderMarkup } from './vite-prerender-landing.ts';
import { ROUTE_MODULES, routeFiles } from './vite-route-preload.ts';

const ENTRY = '/src/features/voice-call/voice-call-prerender.tsx';
/** The file the server sends for '/voice-call' (server/site.ts). */
export const CALL_HTML = 'voice-call.html';
const TITLE = 'Talk to Vaiu Voice AI';
const DESCRIPTION = 'Talk live with the Vaiu AI recruiting assistant.';

// The prerendered copy never animates (the idle halo loops): on a slow phone every composited frame costs the CPU
// the page's JavaScript needs to start; React's own markup animates as usual.
const STILL =
  '[data-shell],[data-shell] *,[data-shell] *::before,[data-shell] *::after{animation:none!important;transition:none!important}';

// Runs right after the prerendered page is parsed, before any module: every control but 'Start Voice Call' is inert
// until React's own markup replaces it; a press on that button is taken at once (busy state, and the flag
// src/features/voice-call/early-start.ts reads when the page mounts, which then opens the details form). A pointer
// counts on pointerdown: React may replace the button before the pointer is lifted, and the click is then lost.
// Keyboard focus on that button is noted too, so React's copy takes the focus when it replaces the prerendered one.
const EARLY = `(function(){var r=document.getElementById('root');if(!r||!r.firstElementChild)return;r.firstElementChild.setAttribute('data-shell','');r.querySelectorAll('a,button,input,select,textarea').forEach(function(e){if(e.classList.contains('vc-start'))e.setAttribute('data-shell','');else e.setAttribute('inert','')});function t(e){var b=e.target instanceof Element&&e.target.closest('button.vc-start[data-shell]');if(!b||window.__vaiuEarlyStart)return;window.__vaiuEarlyStart=true;b.setAttribute('aria-busy','true')}r.addEventListener('click',t);r.addEventListener('pointerdown',t);r.addEventListener('focusin',function(e){window.__vaiuEarlyFocus=e.target instanceof Element&&e.target.matches('button.vc-start[data-shell]')})})()`;

/** The call page's HTML: index.html with the call page prerendered in #root, its CSS inline and its own title. */
export function callPageHtml(indexHtml: string, markup: string, css: string[]): string {
  const root = '<div id="root"></div>';
  if (!indexHtml.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  const style = [...css.filter((c) => !/<\/style/i.test(c)), STILL].join('');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${TITLE}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${DESCRIPTION}$2`)
    .replace('</head>', `${style ? `<style>${style}</style>\n  ` : ''}</head>`)
    .replace(root, `<div id="root">${markup}</div>\n    <script>${EARLY}</script>`);
}

type Bundle = Parameters<typeof routeFiles>[0];
type Asset = { type: 'asset'; source: string | Uint8Array };

/**
 * Build only: a deep link to /voice-call paints the call page, with 'Start Voice Call' ready for a click, from its
 * HTML before the JavaScript arrives (docs/architecture.md §5). Fails soft: without it the server sends index.html.
 */
export function prerenderCall(): Plugin {
  let config: ResolvedConfig;
  let html = '';
  let css: string[] = [];
  return {
    name: 'vaiu-prerender-call',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(h, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith(`${path.sep}index.html`)) return h;
        html = h;
        const bundle = ctx.bundle as unknown as Bundle;
        const files = routeFiles(bundle, ROUTE_MODULES['/voice-call']).css;
        css = files
          .map((f) => (bundle[f] as unknown as Asset).source)
          .map((s) => (typeof s === 'string' ? s : new TextDecoder().decode(s)));
        return h;
      },
    },
    async closeBundle() {
      if (config.build.ssr || !html) return;
      try {
        const markup = await renderMarkup(config, ENTRY, 'renderVoiceCall', { AudioWorkletNode: class {} });
        writeFileSync(path.resolve(config.root, config.build.outDir, CALL_HTML), callPageHtml(html, markup, css));
      } catch (error) {
        config.logger.warn(`[vaiu-prerender-call] no prerendered call page: ${(error as Error).message}`);
      }
    },
  };
}
