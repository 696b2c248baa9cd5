import { useDocumentMeta } from '../../app/use-document-meta.ts';

/** The voice-call page (/voice-call), loaded lazily. */
export default function VoiceCallPage() {
  useDocumentMeta('Talk to Vaiu Voice AI', 'Talk live with the Vaiu AI recruiting assistant.');
  return (
    <main id="main">
      <h1>Vaiu Voice AI Assistant</h1>
    </main>
  );
}
