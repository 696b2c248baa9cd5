import { useEffect, useState } from 'react';
import { ErrorBoundary } from './error-boundary.tsx';
import { AppToaster } from './toaster.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';

/** '/' on first load: the landing alone, without react-router (the router app loads on the first in-app link). */
export function LandingRoot({ onHydrated }: { onHydrated?: () => void }) {
  // The toaster is not in the prerendered markup: it mounts (empty, its live regions ready) once React owns the page.
  const [toaster, setToaster] = useState(false);
  // Runs once React owns the page (after hydration): controls used before that are replayed now.
  useEffect(() => {
    setToaster(true);
    onHydrated?.();
  }, [onHydrated]);
  return (
    <ErrorBoundary>
      <LandingPage />
      {toaster ? <AppToaster /> : null}
    </ErrorBoundary>
  );
}
