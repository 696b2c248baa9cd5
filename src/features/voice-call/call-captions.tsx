import { useCallState } from '../../stores/call-store.ts';

/** Live captions from the assistant's transcript messages; also the call state for screen readers. */
export function CallCaptions() {
  const captions = useCallState((s) => s.captions);
  const status = useCallState((s) => s.status);
  if (status !== 'active' || captions.length === 0) return null;
  return (
    <div className="vc-captions" role="log" aria-live="polite" aria-label="Live captions">
      {captions.map((c, i) => (
        <p key={`${i}-${c.text}`} className={`vc-caption vc-caption-${c.role}`}>
          <span className="vc-caption-who">{c.role === 'assistant' ? 'Assistant' : 'You'}</span> {c.text}
        </p>
      ))}
    </div>
  );
}

const ANNOUNCEMENTS = { idle: '', connecting: 'Connecting to the assistant…', active: 'Call connected. The assistant can hear you.', ended: 'Call ended.' };

/** Polite announcements of the call state. */
export function CallAnnouncer() {
  const status = useCallState((s) => s.status);
  const silentHint = useCallState((s) => s.silentHint);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="call-state">
        {ANNOUNCEMENTS[status]}
      </div>
      {status === 'active' && silentHint ? (
        <p className="vc-hint" role="status">
          We can't hear you — check your microphone
        </p>
      ) : null}
    </>
  );
}
