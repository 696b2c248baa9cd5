import type { Plugin } from 'vite';

type AssetLike = { type: 'asset'; fileName: string; source: string | Uint8Array };

/** Replaces each `<link rel="stylesheet" href="/<file>">` of a built CSS file with a `<style>` holding that file. */
export function inlineStylesheets(html: string, css: (file: string) => string | undefined, base = '/'): string {
  return html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (tag, href: string) => {
    const source = href.startsWith(base) ? css(href.slice(base.length)) : undefined;
    // '</style' inside the CSS would end the element early; such a file keeps its link.
    return source === undefined || /<\/style/i.test(source) ? tag : `<style>${source}</style>`;
  });
}

/** Puts `instead` in place of each of `files` in Vite's preload lists (same length: the lists are used by index). */
export function replacePreloadDeps(code: string, files: Set<string>, instead: string): string {
  let out = code;
  for (const f of files) out = out.replaceAll(JSON.stringify(f), JSON.stringify(instead));
  return out;
}

/**
 * Build only: the page's stylesheet comes inside the HTML, so the first paint of the prerendered landing waits for
 * one request, not two (Lighthouse mobile: the render-blocking CSS cost ~200 ms of FCP), docs/architecture.md §5.
 */
export function inlineCss(): Plugin {
  return {
    name: 'vaiu-inline-css',
    apply: 'build',
    // After Vite wrote each lazy chunk's preload list: the entries' CSS is inlined, so no <link> for it exists and
    // Vite would fetch and await it again before a lazy route renders; the entry's own script stands in (loaded).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        for (const entry of chunks.filter((c) => c.isEntry)) {
          const css = (entry as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? new Set<string>();
          for (const c of chunks) c.code = replacePreloadDeps(c.code, css, entry.fileName);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as Record<string, AssetLike | { type: 'chunk' }> | undefined;
        if (!bundle) return html;
        return inlineStylesheets(html, (file) => {
          const a = bundle[file];
          if (a?.type !== 'asset') return undefined;
          return typeof a.source === 'string' ? a.source : new TextDecoder().decode(a.source);
        });
      },
    },
  };
}
