import { Link } from 'react-router-dom';
import { useDocumentMeta } from './use-document-meta.ts';

/** 404 page for unknown routes. */
export function NotFound() {
  useDocumentMeta('Page not found — Vaiu', 'This page does not exist.');
  return (
    <main className="not-found" id="main">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
