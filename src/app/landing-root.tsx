import { lazy, Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { onToast } from '../lib/toast.ts';

// react-hot-toast's <Toaster/> loads with the first toast (lib/toast.ts), not with the landing.
const AppToaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.AppToaster })));

/** '/' on first load: the landing alone, without react-router (the router app loads on the first in-app link). */
export function LandingRoot({ onHydrated }: { onHydrated?: () => void }) {
  const [toaster, setToaster] = useState(false);
  useEffect(() => onToast(() => setToaster(true)), []);
  // Runs once React owns the page (after hydration): controls used before that are replayed now.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <ErrorBoundary>
      <LandingPage />
      {toaster ? (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      ) : null}
    </ErrorBoundary>
  );
}
