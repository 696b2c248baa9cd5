// Toasts that keep react-hot-toast off the landing's first load: the library loads on the first toast, and whoever
// renders the toaster (app/landing-root.tsx) hears it then. Same texts, same durations (app/toaster.tsx).

type Kind = 'success' | 'error';

const listeners = new Set<() => void>();

async function show(kind: Kind, message: string): Promise<void> {
  const { default: hot } = await import('react-hot-toast');
  hot[kind](message);
  for (const l of listeners) l();
}

/** toast.success / toast.error with react-hot-toast's meaning, loaded on first use. */
export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
};

/** Calls `fn` after each toast (the landing mounts its toaster on the first); returns the unsubscribe. */
export function onToast(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
