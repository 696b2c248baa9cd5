import { useMemo } from 'react';
import { useCallState } from '../../stores/call-store.ts';
import { announcementFor, noticesFor } from './call-notices-utils.ts';

/** The visible field notices of a call (reconnecting, offline, poor network, microphone, audio paused). */
export function CallNotices({ onResumeAudio }: { onResumeAudio: () => void }) {
  const status = useCallState((s) => s.status);
  const network = useCallState((s) => s.network);
  const micNotice = useCallState((s) => s.micNotice);
  const audioSuspended = useCallState((s) => s.audioSuspended);
  const notices = useMemo(() => noticesFor({ status, network, micNotice, audioSuspended }), [status, network, micNotice, audioSuspended]);
  if (notices.length === 0) return null;
  // Not a live region: the one polite announcer below reads each change once.
  return (
    <ul className="vc-notices" aria-label="Call notices">
      {notices.map((n) => (
        <li key={n.id} className={`vc-notice vc-notice-${n.tone}`} data-notice={n.id}>
          <span className="vc-notice-dot" aria-hidden="true" />
          <span className="vc-notice-text">{n.text}</span>
          {n.action === 'resume-audio' ? (
            <button type="button" className="btn btn-primary btn-sm vc-notice-action" onClick={onResumeAudio}>
              Tap to resume audio
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's one polite live region: announces each state change once; plus the silence hint. */
export function CallAnnouncer() {
  const text = useCallState((s) => announcementFor(s));
  const status = useCallState((s) => s.status);
  const silentHint = useCallState((s) => s.silentHint);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="call-state">
        {text}
      </div>
      {status === 'active' && silentHint ? <p className="vc-hint">We can't hear you — check your microphone</p> : null}
    </>
  );
}
