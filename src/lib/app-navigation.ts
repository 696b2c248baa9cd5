// In-app navigation without a router on the landing's first load: '/' renders without react-router; a link to
// another page either goes through the router (once the app has mounted it) or asks main.tsx to load the app.

type Navigate = (to: string) => void;

let navigate: Navigate | null = null;

/** Registers who performs in-app navigation (the router, or main.tsx's loader); returns the unregister. */
export function setAppNavigator(fn: Navigate): () => void {
  navigate = fn;
  return () => {
    if (navigate === fn) navigate = null;
  };
}

/** Click handler of an in-app link: a plain click navigates in the app; modified clicks keep the browser's way. */
export function followAppLink(
  e: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean; preventDefault(): void },
  to: string,
): void {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || !navigate) return;
  e.preventDefault();
  navigate(to);
}
