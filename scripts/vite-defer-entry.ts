import path from 'node:path';
import type { Plugin } from 'vite';

// In the page: on '/', runs the entry once the first contentful paint has been presented (a 'paint' entry; two
// frames where the browser has none; at once in a hidden tab, which never paints), so neither the entry's work nor
// React's lands before the first paint. Other paths run it at once.
const loader = (src: string) =>
  `(function(){var d=0;function go(){if(d)return;d=1;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(src)};document.body.appendChild(s)}function later(){setTimeout(go,0)}if(location.pathname!=='/'||document.visibilityState==='hidden')return go();try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();later()}});o.observe({type:'paint',buffered:true});setTimeout(go,3000);return}}catch(e){}requestAnimationFrame(function(){requestAnimationFrame(later)})})()`;

/**
 * Moves the entry's `<script type="module">` out of the head to an inline loader at the end of the body (see
 * `loader`). Nothing fetches it before: Lighthouse's lantern counts every script (even a low-priority preload) and
 * every font that finished loading before the observed first paint into its simulated first and largest paint,
 * whether or not the paint waited for them; the landing needs neither to paint.
 */
export function deferEntry(html: string, font?: string): string {
  const tag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!tag) throw new Error('index.html has no entry module script');
  if (!html.includes('</body>')) throw new Error('index.html has no </body>');
  // The text font, fetched early at low priority: found by the first layout it would be VeryHigh, which lantern
  // counts into the first paint (font-display: swap, so the paint never waits for it).
  const preload = font ? `<link rel="preload" as="font" type="font/woff2" crossorigin fetchpriority="low" href="${font}">` : '';
  return html.replace(tag[0], preload).replace('</body>', `  <script>${loader(tag[1])}</script>\n  </body>`);
}

/** The Latin file of the text font (Inter, @fontsource-variable/inter) among the bundle's files, if any. */
export function latinFont(files: string[], base = '/'): string | undefined {
  const f = files.find((x) => /(^|\/)inter-latin-wght-normal-[^/]*\.woff2$/.test(x));
  return f ? base + f : undefined;
}

/**
 * Build only: on '/', the prerendered landing paints before the entry script runs, every time (Lighthouse's lantern
 * otherwise counts the entry's download and run into the first paint), docs/architecture.md §5. index.html only:
 * voice-call.html keeps the entry in its head.
 */
export function deferEntryScript(): Plugin {
  return {
    name: 'vaiu-defer-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.filename.endsWith(`${path.sep}index.html`)) return html;
        return deferEntry(html, latinFont(Object.keys(ctx.bundle)));
      },
    },
  };
}
