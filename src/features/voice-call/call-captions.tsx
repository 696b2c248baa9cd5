import { useLayoutEffect, useRef } from 'react';
import { useCallState } from '../../stores/call-store.ts';
import { TranscriptActions } from './transcript-actions.tsx';

/** Captions of the call in their own scrolling box (newest line in view); kept as the transcript after the call. */
export function CallCaptions() {
  const captions = useCallState((s) => s.captions);
  const status = useCallState((s) => s.status);
  const box = useRef<HTMLDivElement>(null);
  const live = status === 'active' || status === 'reconnecting';
  const ended = status === 'ended';

  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [captions]);

  if ((!live && !ended) || captions.length === 0) return null;
  return (
    <section className="vc-transcript" aria-label={live ? undefined : 'Transcript'}>
      {/* Focusable so a keyboard can scroll it. */}
      <div
        ref={box}
        className="vc-captions"
        role="log"
        aria-live={live ? 'polite' : 'off'}
        aria-label={live ? 'Live captions' : 'Transcript of the call'}
        tabIndex={0}
      >
        {captions.map((c, i) => (
          <p key={i} className={`vc-caption vc-caption-${c.role}`}>
            <span className="vc-caption-who">{c.role === 'assistant' ? 'Assistant' : 'You'}</span> {c.text}
          </p>
        ))}
      </div>
      {ended ? <TranscriptActions captions={captions} /> : null}
    </section>
  );
}
