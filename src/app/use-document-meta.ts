import { useEffect } from 'react';

/** Sets the document title and meta description for the current route. */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
