// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { setTheme, themeStore, toggleTheme } from '../../stores/theme-store.ts';
import { Logo } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A click queued before React ran, replayed once it has hydrated (src/app/early-events.ts): a passive effect.
function ReplayedToggle() {
  useEffect(() => toggleTheme(), []);
  return null;
}

it('a dark visitor who switches to light right after hydration sees the light logo and label', async () => {
  const page = (
    <>
      <Logo />
      <ThemeToggle />
      <ReplayedToggle />
    </>
  );
  const root = document.createElement('div');
  root.innerHTML = renderToString(page); // the prerendered landing: light
  document.body.append(root);
  // What the inline script of scripts/vite-prerender-landing.ts does for a remembered dark theme.
  setTheme('dark');
  root.querySelector('img.logo')!.setAttribute('src', '/logo-dark.svg');
  root.querySelector('button')!.setAttribute('aria-label', 'Switch to light theme');

  await act(async () => {
    hydrateRoot(root, page);
  });

  expect(themeStore.getState().theme).toBe('light');
  expect(root.querySelector('img.logo')!.getAttribute('src')).toBe('/logo-light.svg');
  expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('Switch to dark theme');
});
