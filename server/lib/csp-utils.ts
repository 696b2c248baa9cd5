import { createHash } from 'node:crypto';
import { isProduction } from '../config.ts';

// The site's Content-Security-Policy: everything from our own origin, the inline scripts by hash, and the
// hosts the real provider (Vapi over Daily) and EmailJS use. Workers/worklets are same-origin modules;
// the VAD's onnxruntime compiles wasm ('wasm-unsafe-eval'); daily-js may spawn blob: workers.

/** sha256 CSP sources of every classic inline <script> in the HTML (JSON-LD data blocks do not run). */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue;
    out.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return out;
}

/** The origin of a configured URL (e.g. VITE_VAPI_BASE_URL), or nothing. */
function originOf(url: string | undefined): string[] {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}

// daily-js reports its own errors to Sentry (o77906.ingest.sentry.io), seen in the CSP e2e spec.
const DAILY = ['https://*.daily.co', 'wss://*.daily.co', 'https://*.pluot.blue', 'wss://*.pluot.blue', 'https://*.ingest.sentry.io'];

/** Helmet's contentSecurityPolicy.directives for the site, given the inline-script hashes and env. */
export function siteCspDirectives(hashes: string[], env: Record<string, string | undefined> = process.env): Record<string, string[]> {
  const apis = [
    ...new Set([
      'https://api.vapi.ai',
      'https://api.emailjs.com',
      ...originOf(env.VITE_VAPI_BASE_URL),
      ...originOf(env.VITE_EMAILJS_ORIGIN),
    ]),
  ];
  // Local mode (not production) also lets the page reach loopback websockets on other ports (dev proxies, tests).
  const loopback = isProduction(env) ? [] : ['ws://127.0.0.1:*', 'ws://localhost:*'];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...hashes, 'https://*.daily.co'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...apis, ...DAILY, ...loopback],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // React sets style attributes; the outbox page has one <style> block.
    styleSrc: ["'self'", "'unsafe-inline'"],
    frameSrc: ["'self'", 'https://*.daily.co'],
  };
}
