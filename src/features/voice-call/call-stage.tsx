import { useEffect, useRef } from 'react';
import { Button, Spinner } from '../../components/ui/button.tsx';
import { useCallState } from '../../stores/call-store.ts';

/** The hero of the page: the visualizer, the speaking indicator, captions and the start button. */
export function CallStage({ onStart, attachCanvas }: { onStart: () => void; attachCanvas: (c: HTMLCanvasElement | null) => void }) {
  const status = useCallState((s) => s.status);
  const speaking = useCallState((s) => s.assistantSpeaking);
  const attempt = useCallState((s) => s.attempt);
  const inCall = status === 'connecting' || status === 'active';

  return (
    <section className={`vc-stage vc-stage-${status}`} aria-labelledby="vc-stage-title">
      <h2 id="vc-stage-title" className="visually-hidden">
        Voice call
      </h2>
      <div className="vc-orb">
        {/* A canvas goes offscreen only once: each call attempt draws on a fresh one. */}
        {inCall ? <VisualizerCanvas key={attempt} attach={attachCanvas} /> : null}
        {!inCall ? <p className="vc-placeholder">Start a call to see audio visualization</p> : null}
      </div>
      {status === 'active' ? (
        <p className={`vc-indicator ${speaking ? 'vc-indicator-speaking' : ''}`}>
          <span className="vc-indicator-dot" aria-hidden="true" />
          {speaking ? 'AI is speaking...' : 'Listening...'}
        </p>
      ) : null}
      {status === 'idle' || status === 'ended' || status === 'connecting' ? (
        <Button size="lg" className="vc-start" onClick={onStart} disabled={status !== 'idle'} aria-busy={status === 'connecting'}>
          {status === 'connecting' ? (
            <>
              <Spinner />
              Connecting...
            </>
          ) : (
            'Start Voice Call'
          )}
        </Button>
      ) : null}
    </section>
  );
}

function VisualizerCanvas({ attach }: { attach: (c: HTMLCanvasElement | null) => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    attach(ref.current);
    return () => attach(null);
  }, [attach]);
  return <canvas ref={ref} className="vc-canvas" role="img" aria-label="Audio visualization of the assistant's and your voice" />;
}
