import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vadAssets } from './scripts/vite-vad-assets.ts';
import { prerenderLanding } from './scripts/vite-prerender-landing.ts';
import { routePreload } from './scripts/vite-route-preload.ts';
import { inlineCss } from './scripts/vite-inline-css.ts';
import { prerenderCall } from './scripts/vite-prerender-call.ts';
import { deferEntryScript } from './scripts/vite-defer-entry.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { eagerCompile } from './scripts/vite-eager-compile.ts';

// Local services (provider API, email outbox) run in the Node server on 4173; the dev server proxies to it.
const services = process.env.SERVICES_ORIGIN ?? 'http://localhost:4173';

// Playwright harness pages join the build only with VAIU_HARNESS=1 (scripts/run-tests.mjs sets it); add yours here.
const harnessPages = ['harness/engine.html', 'harness/call.html', 'harness/embed.html'];
const input = ['index.html', ...(process.env.VAIU_HARNESS === '1' ? harnessPages : [])];

export default defineConfig({
  plugins: [
    react(),
    vadAssets(),
    prerenderLanding(),
    routePreload(),
    inlineCss(),
    prerenderCall(),
    deferEntryScript(),
    eagerCompile(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rollupOptions: { input },
  },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/provider': { target: services, ws: true },
      '/emailjs': { target: services },
      '/outbox': { target: services },
    },
  },
});
