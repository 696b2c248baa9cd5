import { useSyncExternalStore } from 'react';
import { getToasts, pauseToasts, resumeToasts, subscribeToasts, type Toast } from '../lib/toast.ts';
import './toaster.css';

/** Toasts start below the page headers (landing navbar 64 px, call header ≤ 72 px): they never cover Back or 'Get in touch'. */
export const TOAST_TOP_PX = 80;

function ToastIcon({ kind }: { kind: Toast['kind'] }) {
  return (
    <svg className="toast-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" />
      {kind === 'success' ? <path d="M5.8 10.4l2.8 2.8 5.6-6" /> : <path d="M10 5.5v5.5M10 14.2v.3" />}
    </svg>
  );
}

function ToastItem({ t }: { t: Toast }) {
  return (
    <div className={`toast toast-${t.kind}`} data-leaving={t.leaving || undefined}>
      <ToastIcon kind={t.kind} />
      <span>{t.message}</span>
    </div>
  );
}

/**
 * The single toaster of the app (docs/product.md §9: top-centre). Its two live regions are in the page before any
 * toast (a region inserted together with its text is often not read out): successes are polite (status), failures
 * assertive (alert). The pointer over a toast holds its time. Plain CSS, no measuring: a toast costs one small render.
 */
export function AppToaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const errors = toasts.filter((t) => t.kind === 'error');
  const successes = toasts.filter((t) => t.kind === 'success');
  return (
    <div className="toaster" style={{ top: TOAST_TOP_PX }} onPointerEnter={pauseToasts} onPointerLeave={resumeToasts}>
      <div className="toaster-region" role="alert">
        {errors.map((t) => (
          <ToastItem key={t.id} t={t} />
        ))}
      </div>
      <div className="toaster-region" role="status">
        {successes.map((t) => (
          <ToastItem key={t.id} t={t} />
        ))}
      </div>
    </div>
  );
}
