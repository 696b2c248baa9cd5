import { memo } from 'react';
import { useCallState, type Caption } from '../../stores/call-store.ts';
import { TranscriptActions } from './transcript-actions.tsx';

/** Captions of the call in their own scrolling box (newest line in view); kept as the transcript after the call.
 * A new line renders only itself (the lines before it are memoised) and the box keeps its bottom in view by CSS
 * (`.vc-captions` is a reversed flex column), so an append reads no layout from script (docs/architecture.md §2). */
export function CallCaptions() {
  const captions = useCallState((s) => s.captions);
  const partial = useCallState((s) => s.partialCaption);
  const status = useCallState((s) => s.status);
  const live = status === 'active' || status === 'reconnecting';
  const ended = status === 'ended';

  if ((!live && !ended) || captions.length === 0) return null;
  return (
    <section className="vc-transcript" aria-label={live ? undefined : 'Transcript'}>
      {/* Focusable so a keyboard can scroll it. */}
      <div
        className="vc-captions"
        role="log"
        aria-live={live ? 'polite' : 'off'}
        aria-label={live ? 'Live captions' : 'Transcript of the call'}
        tabIndex={0}
      >
        <div className="vc-captions-lines">
          {captions.map((c, i) => (
            // Index keys are stable here: lines are only ever appended.
            <CaptionLine key={i} caption={c} />
          ))}
          {/* Hidden from the live region: it would announce every revision; the final line is announced once. */}
          {live && partial ? (
            <p className="vc-caption vc-caption-user vc-caption-partial" aria-hidden="true">
              <span className="vc-caption-who">You</span> {partial}
            </p>
          ) : null}
        </div>
      </div>
      {ended ? <TranscriptActions captions={captions} /> : null}
    </section>
  );
}

/** One caption line; re-renders only when its own caption changes. */
export const CaptionLine = memo(function CaptionLine({ caption }: { caption: Caption }) {
  return (
    <p className={`vc-caption vc-caption-${caption.role}`}>
      <span className="vc-caption-who">{caption.role === 'assistant' ? 'Assistant' : 'You'}</span> {caption.text}
    </p>
  );
});
