// A 'Start Voice Call' click taken by the prerendered call page before React mounted (scripts/vite-prerender-call.ts
// sets the flag): the page opens the details form as soon as it mounts, docs/architecture.md §5.

/** The window property the prerendered page's inline script sets on an early click. */
export const EARLY_START_FLAG = '__vaiuEarlyStart';

/** Whether the visitor clicked 'Start Voice Call' before the page mounted; true once, then the flag is gone. */
export function takeEarlyStart(): boolean {
  const w = window as unknown as Record<string, unknown>;
  const clicked = w[EARLY_START_FLAG] === true;
  delete w[EARLY_START_FLAG];
  return clicked;
}

/** The window property the prerendered page's inline script sets while its 'Start Voice Call' has keyboard focus. */
export const EARLY_FOCUS_FLAG = '__vaiuEarlyFocus';

/** Whether the prerendered 'Start Voice Call' had focus when React replaced it (the focus then moves to React's copy). */
export function takeEarlyFocus(): boolean {
  const w = window as unknown as Record<string, unknown>;
  const focused = w[EARLY_FOCUS_FLAG] === true && document.activeElement === document.body;
  delete w[EARLY_FOCUS_FLAG];
  return focused;
}
