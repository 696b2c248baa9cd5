import { useDocumentMeta } from '../../app/use-document-meta.ts';

/** The landing page (/). */
export function LandingPage() {
  useDocumentMeta('Vaiu — AI voice agents for recruitment teams', 'AI voice agents for recruitment teams.');
  return (
    <main id="main">
      <h1>Vaiu</h1>
    </main>
  );
}
