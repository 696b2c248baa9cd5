// The app's toasts (docs/product.md §9): a small store without React or styles-in-JS. The toaster (app/toaster.tsx)
// renders it; anyone calls toast.success / toast.error. It replaced react-hot-toast, whose first toast generated its
// styles at run time and measured each toast's height in a layout: most of the main thread's longest task when a
// call starts (the 'Details sent' toast), see docs/architecture.md §2.

export type ToastKind = 'success' | 'error';
export type Toast = { readonly id: number; readonly kind: ToastKind; readonly message: string; readonly leaving: boolean };

/** How long each kind stays (docs/product.md §9: success 3000 ms, error 4000 ms). */
export const TOAST_DURATION: Readonly<Record<ToastKind, number>> = { success: 3000, error: 4000 };
/** A leaving toast stays this long for its exit animation, then it is removed. */
export const TOAST_LEAVE_MS = 200;
/** At most this many at once: a further one pushes the oldest out. */
export const MAX_TOASTS = 3;

type Timer = { handle: ReturnType<typeof setTimeout> | null; remaining: number; startedAt: number };

let toasts: readonly Toast[] = [];
let nextId = 1;
let paused = false;
const timers = new Map<number, Timer>();
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const l of listeners) l();
}

function arm(id: number, t: Timer): void {
  t.startedAt = Date.now();
  t.handle = setTimeout(() => dismissToast(id), t.remaining);
}

function show(kind: ToastKind, message: string): void {
  // The same text already showing is not stacked again: it stays, its time starts over.
  const same = toasts.find((t) => !t.leaving && t.kind === kind && t.message === message);
  if (same) {
    const t = timers.get(same.id);
    if (t) {
      if (t.handle) clearTimeout(t.handle);
      t.remaining = TOAST_DURATION[kind];
      t.handle = null;
      if (!paused) arm(same.id, t);
    }
    return;
  }
  const id = nextId++;
  const timer: Timer = { handle: null, remaining: TOAST_DURATION[kind], startedAt: 0 };
  timers.set(id, timer);
  if (!paused) arm(id, timer);
  const showing = toasts.filter((t) => !t.leaving);
  const over = showing.length + 1 - MAX_TOASTS;
  publish([...toasts, { id, kind, message, leaving: false }]);
  for (const t of showing.slice(0, Math.max(0, over))) dismissToast(t.id);
}

/** Starts a toast's exit; it is removed TOAST_LEAVE_MS later. */
export function dismissToast(id: number): void {
  const t = timers.get(id);
  if (!t) return;
  if (t.handle) clearTimeout(t.handle);
  timers.delete(id);
  publish(toasts.map((x) => (x.id === id ? { ...x, leaving: true } : x)));
  setTimeout(() => publish(toasts.filter((x) => x.id !== id)), TOAST_LEAVE_MS);
}

/** Holds every toast's time while the pointer is over the toaster (time to read it); resumeToasts() goes on. */
export function pauseToasts(): void {
  if (paused) return;
  paused = true;
  for (const t of timers.values()) {
    if (!t.handle) continue;
    clearTimeout(t.handle);
    t.handle = null;
    t.remaining = Math.max(0, t.remaining - (Date.now() - t.startedAt));
  }
}

export function resumeToasts(): void {
  if (!paused) return;
  paused = false;
  for (const [id, t] of timers) if (!t.handle) arm(id, t);
}

/** The toasts showing (and leaving), oldest first; a new array on every change (for useSyncExternalStore). */
export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Shows a toast of that kind. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** Removes every toast at once, timers included (tests). */
export function clearToasts(): void {
  for (const t of timers.values()) if (t.handle) clearTimeout(t.handle);
  timers.clear();
  paused = false;
  publish([]);
}
