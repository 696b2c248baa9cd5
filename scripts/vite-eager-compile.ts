import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chromium ≥ 136): compile every function of the file when the script is compiled. */
export const EAGER_HINT = '//# allFunctionsCalledOnLoad\n';

/** The modules whose chunks carry the hint (paths from the project root). */
export const EAGER_MODULES = ['src/features/voice-call/voice-call-page.tsx'];

type ChunkLike = { type: 'chunk'; facadeModuleId: string | null; code: string; map?: { mappings: string } | null };
type BundleLike = Record<string, ChunkLike | { type: 'asset' }>;

const isChunkOf = (c: BundleLike[string], m: string): c is ChunkLike =>
  c.type === 'chunk' && !!c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${m}`);

/** Prepends the hint to the chunks of `modules`; a source map, if any, moves down the one line added. */
export function addEagerHint(bundle: BundleLike, modules: readonly string[]): string[] {
  const missing = modules.filter((m) => !Object.values(bundle).some((c) => isChunkOf(c, m)));
  if (missing.length) throw new Error(`no chunk for ${missing.join(', ')}`);
  const marked: string[] = [];
  for (const [file, c] of Object.entries(bundle)) {
    if (c.type !== 'chunk' || !modules.some((m) => isChunkOf(c, m)) || c.code.startsWith(EAGER_HINT)) continue;
    c.code = EAGER_HINT + c.code;
    if (c.map) c.map.mappings = `;${c.map.mappings}`;
    marked.push(file);
  }
  return marked;
}

/**
 * Build only: the call page's chunk is compiled whole while it streams in (modulepreloaded on /voice-call), instead of
 * function by function on the main thread when 'Start Call' first runs the call code. Measured with V8's function
 * events: about 330 lazy compiles (23 ms at full speed, about 4× that in a quarter-core quota) moved out of the click.
 */
export function eagerCompile(modules = EAGER_MODULES): Plugin {
  return {
    name: 'vaiu-eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        addEagerHint(bundle as unknown as BundleLike, modules);
      },
    },
  };
}
