import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { LandingRoot } from './app/landing-root.tsx';
import { setAppNavigator } from './lib/app-navigation.ts';
import { replayEarlyEvents, restoreEarlyFields, stopEarlyEvents } from './app/early-events.ts';

// Entry point: mounts the app under StrictMode (effects run twice in dev; everything must tolerate it).
// The first render is a transition, so React yields while it builds the page (no long task; '/' is already
// painted from its prerendered HTML): Lighthouse mobile TBT 56-208 ms -> 0-31 ms in an A/B run here.
// '/' renders the landing without react-router (off its first load); every other path, or the first in-app link
// followed from '/', loads the router app. On '/' the prerendered markup is hydrated, not replaced: React adopts the
// nodes already painted, inside a transition so the work is split into short tasks (docs/architecture.md §5).
// Marks for bench/lighthouse.bench.ts (Lighthouse's user-timings): when the entry ran, when React owned the page.
performance.mark('vaiu-entry');
const container = document.getElementById('root')!;
const prerendered = location.pathname === '/' && container.firstElementChild !== null;
let root: Root | null = prerendered ? null : createRoot(container);
function mountApp(): void {
  // A deep link to the call page starts its chunk now, not after the router app rendered (index.html preloads both).
  if (location.pathname === '/voice-call') void import('./features/voice-call/voice-call-page.tsx');
  // The route's page code is awaited too: a prerendered page (/voice-call) stays until React's copy replaces it.
  void import('./app/app.tsx').then(async ({ App, preloadRoute }) => {
    await preloadRoute(location.pathname).catch(() => undefined);
    startTransition(() => {
      (root ??= createRoot(container)).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
}
if (location.pathname === '/') {
  setAppNavigator((to) => {
    history.pushState(null, '', to);
    mountApp();
  });
  if (prerendered) {
    const queued = stopEarlyEvents();
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <LandingRoot
            onHydrated={() => {
              performance.mark('vaiu-hydrated');
              restoreEarlyFields();
              // After React has rendered the restored values (its discrete-event update flushes in a microtask).
              const controls = queued.splice(0);
              setTimeout(() => replayEarlyEvents(controls));
            }}
          />
        </StrictMode>,
      );
    });
  } else {
    startTransition(() => {
      (root ??= createRoot(container)).render(
        <StrictMode>
          <LandingRoot />
        </StrictMode>,
      );
    });
  }
} else mountApp();
