import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

/** Light is the default (docs/product.md §4). */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'vaiu-theme';

function readInitial(): Theme {
  // index.html already applied the remembered theme before first paint; read it back from <html>.
  return document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
}

/** The theme store: one value, applied to <html data-theme> and remembered. */
export const themeStore = createStore<{ theme: Theme }>(() => ({ theme: readInitial() }));

/** Sets the theme, applies it to the document and remembers it. */
export function setTheme(theme: Theme): void {
  document.documentElement.setAttribute('data-theme', theme);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme === 'dark' ? '#0d1230' : '#f7f8fc');
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode without storage: the theme still applies for this visit.
  }
  themeStore.setState({ theme });
}

/** Flips light <-> dark. */
export function toggleTheme(): void {
  setTheme(themeStore.getState().theme === 'dark' ? 'light' : 'dark');
}

/** React hook: the current theme. */
export function useTheme(): Theme {
  return useStore(themeStore, (s) => s.theme);
}
