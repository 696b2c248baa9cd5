// Clicks and submits on the prerendered landing before React runs: the inline script of
// scripts/vite-prerender-landing.ts queues them on window.__vaiuEarly; once React has hydrated the same nodes they are
// replayed on them, so a control used right after the first paint still answers (docs/architecture.md §5).

/** What the inline script leaves on window: the queued controls and how to stop queueing. */
type EarlyQueue = { queue: Element[]; stop(): void };

const early = () => (window as unknown as { __vaiuEarly?: EarlyQueue }).__vaiuEarly;

/** Stops queueing (call right before hydrateRoot: from then on React takes events itself) and returns the queue. */
export function stopEarlyEvents(): Element[] {
  const q = early();
  q?.stop();
  return q?.queue.splice(0) ?? [];
}

/** Replays the queued controls that are still on the page: a button is clicked, a form submitted. */
export function replayEarlyEvents(queued: Element[]): void {
  for (const el of queued) {
    if (!el.isConnected) continue;
    if (el instanceof HTMLFormElement) el.requestSubmit();
    else if (el instanceof HTMLElement) el.click();
  }
}
