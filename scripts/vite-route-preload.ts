import type { Plugin } from 'vite';

/** A built chunk as far as this plugin reads it (Rollup's OutputChunk, plus Vite's CSS metadata). */
type ChunkLike = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

/** Which lazily loaded modules each route needs on its first load (paths from the project root). */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/voice-call': ['src/app/app.tsx', 'src/features/voice-call/voice-call-page.tsx'],
};

/** The files a route's modules need: their chunks with every static import (the entry excluded), and their CSS. */
export function routeFiles(bundle: BundleLike, modules: string[]): { js: string[]; css: string[] } {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (c: ChunkLike | undefined) => {
    if (!c || c.isEntry || js.has(c.fileName)) return;
    js.add(c.fileName);
    for (const f of c.viteMetadata?.importedCss ?? []) css.add(f);
    for (const f of c.imports) visit(byFile.get(f));
  };
  for (const m of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${m}`));
    if (!chunk) throw new Error(`no chunk for ${m}`);
    visit(chunk);
  }
  return { js: [...js], css: [...css] };
}

/** The inline script: on a route of the map, starts fetching its chunks and CSS while the entry still loads. */
export function preloadScript(routes: Record<string, { js: string[]; css: string[] }>, base = '/'): string {
  const map = JSON.stringify(
    Object.fromEntries(Object.entries(routes).map(([r, f]) => [r, [...f.js.map((x) => base + x), ...f.css.map((x) => `${base + x}|css`)]])),
  );
  return `(function(){var f=${map}[location.pathname.replace(/(.)\\/$/,'$1')];if(!f)return;f.forEach(function(u){var l=document.createElement('link'),c=u.slice(-4)==='|css';l.rel=c?'preload':'modulepreload';if(c){l.as='style';u=u.slice(0,-4)}l.href=u;l.crossOrigin='';document.head.appendChild(l)})})()`;
}

/** Puts `tag` before the entry's module script, ahead of the stylesheet (an inline script waits for stylesheets). */
export function injectBeforeEntry(html: string, tag: string): string {
  const at = html.search(/<script type="module"|<link rel="stylesheet"/);
  if (at < 0) throw new Error('index.html has no entry script');
  return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
}

/**
 * Build only: a deep link to a lazily loaded route (/voice-call) fetches its chunks in parallel with the entry
 * instead of one after another (entry → router app → page), docs/architecture.md §5.
 */
export function routePreload(routes = ROUTE_MODULES): Plugin {
  return {
    name: 'vaiu-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle as unknown as BundleLike;
        const files = Object.fromEntries(Object.entries(routes).map(([r, mods]) => [r, routeFiles(bundle, mods)]));
        return injectBeforeEntry(html, `<script>${preloadScript(files)}</script>`);
      },
    },
  };
}
