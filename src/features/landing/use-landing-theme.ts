import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
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

/**
 * Keeps the attributes that the prerendered page's inline script sets for a dark visitor before React runs (the logo's
 * src, the toggle's label) in line with the theme, whatever React last rendered. React hydrates them as light and
 * renders the visitor's theme after its passive effects; a click that lands first (dark → light) gave React light →
 * light, so it wrote nothing and the dark logo and "Switch to light theme" stayed (found as a flaky e2e run).
 */
export function useThemeAttributes<T extends Element>(attributes: (theme: Theme) => Record<string, string>) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const apply = () => {
      for (const [name, value] of Object.entries(attributes(current())))
        if (ref.current && ref.current.getAttribute(name) !== value) ref.current.setAttribute(name, value);
    };
    apply();
    return themeStore.subscribe(apply);
  }, [attributes]);
  return ref;
}
