// Clicks, submits and typing on the prerendered landing before React runs: the inline script of
// scripts/vite-prerender-landing.ts queues them on window.__vaiuEarly; once React has hydrated the same nodes the typed
// values are given back to React and the clicks replayed on them, so a control used right after the first paint still
// answers and nothing typed is lost (docs/architecture.md §5).

/** A field typed into before React ran, and its last value. */
type EarlyField = { el: HTMLInputElement | HTMLTextAreaElement; value: string };

/** What the inline script leaves on window: the queued controls, the typed fields and how to stop recording. */
type EarlyQueue = { queue: Element[]; fields?: EarlyField[]; stop(): void; stopFields?(): void };

const early = () => (window as unknown as { __vaiuEarly?: EarlyQueue }).__vaiuEarly;

/** Stops queueing (call right before hydrateRoot: from then on React takes events itself) and returns the queue. */
export function stopEarlyEvents(): Element[] {
  const q = early();
  q?.stop();
  return q?.queue.splice(0) ?? [];
}

/**
 * Gives React the values typed before it hydrated (call once it owns the page): hydration keeps React's state, so a
 * typed field is set through the native setter and announced with an 'input' event → onChange.
 */
export function restoreEarlyFields(): void {
  const q = early();
  q?.stopFields?.();
  for (const { el, value } of q?.fields?.splice(0) ?? []) {
    if (!el.isConnected) continue;
    // Hydration may leave the typed value on the node while React's state and change tracker hold another (its next
    // render would then wipe it): clear it through React's tracker, set it natively, and the 'input' reads as a change.
    el.value = '';
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Replays the queued controls that are still on the page: a button is clicked, a form submitted. */
export function replayEarlyEvents(queued: Element[]): void {
  for (const el of queued) {
    if (!el.isConnected) continue;
    if (el instanceof HTMLFormElement) el.requestSubmit();
    else if (el instanceof HTMLElement) el.click();
  }
}
