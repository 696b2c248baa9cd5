import { useSyncExternalStore } from 'react';
import { themeStore, type Theme } from '../../stores/theme-store.ts';

const subscribe = (onChange: () => void) => themeStore.subscribe(onChange);
const current = () => themeStore.getState().theme;
// The prerendered landing is rendered light at build time (scripts/vite-prerender-landing.ts).
const prerendered = (): Theme => 'light';

/**
 * The theme for the landing's own markup: 'light' while React hydrates the prerendered page (so it matches the HTML
 * and React keeps it), then the visitor's theme at once (docs/architecture.md §5).
 */
export function useLandingTheme(): Theme {
  return useSyncExternalStore(subscribe, current, prerendered);
}
