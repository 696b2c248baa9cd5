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

/**
 * Build only: the page's stylesheet comes inside the HTML, so the first paint of the prerendered landing waits for
 * one request, not two (Lighthouse mobile: the render-blocking CSS cost ~200 ms of FCP), docs/architecture.md §5.
 */
export function inlineCss(): Plugin {
  return {
    name: 'vaiu-inline-css',
    apply: 'build',
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
