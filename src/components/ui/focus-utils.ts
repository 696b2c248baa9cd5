const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The keyboard-focusable elements inside `root`, in DOM order (hidden ones excluded). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Where focus goes when a dialog opens: its first form field, else its first other control, else itself. */
export function initialFocusTarget(root: HTMLElement): HTMLElement {
  const items = focusableIn(root);
  const field = items.find((el) => el.matches('input, textarea, select'));
  const nonClose = items.find((el) => !el.classList.contains('modal-close'));
  return field ?? nonClose ?? items[0] ?? root;
}

/** Keeps Tab / Shift+Tab cycling inside `root` (a dialog's focus trap). */
export function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const items = focusableIn(root);
  if (items.length === 0) {
    event.preventDefault();
    root.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  const inside = root.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}
