import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vadAssets } from './scripts/vite-vad-assets.ts';

// Local services (provider API, email outbox) run in the Node server on 4173; the dev server proxies to it.
const services = process.env.SERVICES_ORIGIN ?? 'http://localhost:4173';

export default defineConfig({
  plugins: [react(), vadAssets()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
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
