import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppNavigator } from './app-navigator.tsx';
import { AppToaster } from './toaster.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { NotFound } from './not-found.tsx';

// The call page (and with it daily-js, vad-web, onnxruntime) is split out so nothing of it loads on '/'.
const VoiceCallPage = lazy(() => import('../features/voice-call/voice-call-page.tsx'));

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
            <Route path="/voice-call" element={<VoiceCallPage />} />
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Suspense>
      </ErrorBoundary>
      <AppToaster />
    </BrowserRouter>
  );
}
