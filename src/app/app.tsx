import { lazy, Suspense, useState, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppNavigator } from './app-navigator.tsx';
import { AppToaster } from './toaster.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { NotFound } from './not-found.tsx';

// The call page (and with it daily-js, vad-web, onnxruntime) is split out so nothing of it loads on '/'.
let loadedCallPage: ComponentType | null = null;
const loadCallPage = () =>
  import('../features/voice-call/voice-call-page.tsx').then((m) => {
    loadedCallPage = m.default;
    return m;
  });
const LazyCallPage = lazy(loadCallPage);

/** Resolves once the page code of `pathname` is loaded, so a deep link renders it at once (no loading fallback). */
export function preloadRoute(pathname: string): Promise<unknown> {
  return pathname.replace(/(.)\/$/, '$1') === '/voice-call' ? loadCallPage() : Promise.resolve();
}

// Loaded already (a deep link): rendered directly, so the prerendered call page never gives way to 'Loading…'.
// Chosen once per mount: switching components later would remount the page and lose its state.
function VoiceCallRoute() {
  const [Page] = useState(() => loadedCallPage ?? LazyCallPage);
  return <Page />;
}

/** Root component: routes, error boundary, toaster. */
export function App() {
  return (
    <BrowserRouter>
      <AppNavigator />
      <ErrorBoundary>
        <Suspense
          fallback={
            <div className="route-loading" role="status" aria-live="polite">
              Loading…
            </div>
          }
        >
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/voice-call" element={<VoiceCallRoute />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
      <AppToaster />
    </BrowserRouter>
  );
}
