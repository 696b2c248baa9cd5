import { Toaster } from 'react-hot-toast';

// SPEC §9: toasts top-centre; default 3000 ms, success 3000 ms, error 4000 ms.
export const TOAST_DURATION = { default: 3000, success: 3000, error: 4000 } as const;

/** The single toaster of the app. */
export function AppToaster() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION.default,
        success: { duration: TOAST_DURATION.success },
        error: { duration: TOAST_DURATION.error },
        className: 'toast',
      }}
    />
  );
}
