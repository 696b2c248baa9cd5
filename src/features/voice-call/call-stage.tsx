import { useEffect, useRef } from 'react';
import { Button, Spinner } from '../../components/ui/button.tsx';
import { useCallState, type CallStatus } from '../../stores/call-store.ts';
import { endMessage } from './call-notices-utils.ts';

/** Props of CallStage: open the details modal, call again with the same details (when known), attach the canvas. */
export type CallStageProps = { onStart: () => void; onCallAgain: (() => void) | null; attachCanvas: (c: HTMLCanvasElement | null) => void };

/** The hero of the page: the visualizer, the speaking indicator, the ending message and the start buttons. */
export function CallStage({ onStart, onCallAgain, attachCanvas }: CallStageProps) {
  const status = useCallState((s) => s.status);
  const attempt = useCallState((s) => s.attempt);
  const endReason = useCallState((s) => s.endReason);
  const inCall = status === 'connecting' || status === 'active' || status === 'reconnecting';
  const startRef = useFocusOnCallEnd(status);

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
      {status === 'active' ? <CallIndicator /> : null}
      {status === 'ended' ? <p className={`vc-ended vc-ended-${endReason ?? 'other'}`}>{endMessage(endReason)}</p> : null}
      {status === 'idle' || status === 'ended' || status === 'connecting' ? (
        <div className="vc-start-row">
          {status === 'ended' && onCallAgain ? (
            <Button size="lg" className="vc-start" onClick={onCallAgain}>
              Call again
            </Button>
          ) : null}
          <Button
            ref={startRef}
            size="lg"
            variant={status === 'ended' && onCallAgain ? 'secondary' : 'primary'}
            className="vc-start"
            onClick={onStart}
            disabled={status === 'connecting'}
            aria-busy={status === 'connecting'}
          >
            {status === 'connecting' ? (
              <>
                <Spinner />
                Connecting...
              </>
            ) : (
              'Start Voice Call'
            )}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** 'AI is speaking...', 'Thinking…' or 'Listening...'. */
function CallIndicator() {
  const speaking = useCallState((s) => s.assistantSpeaking);
  const thinking = useCallState((s) => s.thinking);
  const mode = speaking ? 'speaking' : thinking ? 'thinking' : 'listening';
  return (
    <p className={`vc-indicator vc-indicator-${mode}`}>
      <span className="vc-indicator-dot" aria-hidden="true" />
      {speaking ? 'AI is speaking...' : thinking ? 'Thinking…' : 'Listening...'}
    </p>
  );
}

// Focus returns to 'Start Voice Call' when a call ends (or a start fails), so a keyboard user is not left on <body>.
function useFocusOnCallEnd(status: CallStatus) {
  const ref = useRef<HTMLButtonElement>(null);
  const prev = useRef(status);
  useEffect(() => {
    const was = prev.current;
    prev.current = status;
    if (was !== 'idle' && was !== 'ended' && (status === 'ended' || status === 'idle')) ref.current?.focus();
  }, [status]);
  return ref;
}

function VisualizerCanvas({ attach }: { attach: (c: HTMLCanvasElement | null) => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  // Attached in a task of its own: the call's start commits much of the page in one task, and attaching there (a new
  // worker, the canvas's size and the theme's colours read off a layout React has just invalidated) made it longer.
  useEffect(() => {
    const canvas = ref.current;
    const timer = setTimeout(() => attach(canvas));
    return () => {
      clearTimeout(timer);
      attach(null);
    };
  }, [attach]);
  // data-shape="circle": the engine draws inside the orb's circle, so .vc-orb needs no costly overflow clip.
  return (
    <canvas
      ref={ref}
      className="vc-canvas"
      data-shape="circle"
      role="img"
      aria-label="Audio visualization of the assistant's and your voice"
    />
  );
}
