import { Toaster } from 'react-hot-toast';

// docs/product.md §9: toasts top-centre; default 3000 ms, success 3000 ms, error 4000 ms.
export const TOAST_DURATION = { default: 3000, success: 3000, error: 4000 } as const;

/** Toasts start below the page headers (landing navbar 64 px, call header ≤ 72 px): they never cover Back or 'Get in touch'. */
export const TOAST_TOP_PX = 80;

/** The single toaster of the app. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      containerStyle={{ top: TOAST_TOP_PX }}
      toastOptions={{
        duration: TOAST_DURATION.default,
        success: { duration: TOAST_DURATION.success },
        error: { duration: TOAST_DURATION.error },
        className: 'toast',
      }}
    />
  );
}
