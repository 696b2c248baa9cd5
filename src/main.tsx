import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './styles/tokens.css';
import './styles/global.css';
import { App } from './app/app.tsx';

// Entry point: mounts the app under StrictMode (effects run twice in dev; everything must tolerate it).
// The first render is a transition, so React yields while it builds the page (no long task; '/' is already
// painted from its prerendered HTML): Lighthouse mobile TBT 56-208 ms -> 0-31 ms in an A/B run here.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
