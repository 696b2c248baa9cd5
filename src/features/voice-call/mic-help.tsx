import type { MicProblem } from '../../stores/call-store.ts';

/** Explains a refused or missing microphone and how to fix it. */
export function MicHelp({ problem }: { problem: MicProblem }) {
  if (!problem) return null;
  return (
    <div className="vc-mic-help" role="alert">
      {problem === 'denied' ? (
        <>
          <p className="vc-mic-help-title">Microphone access is blocked</p>
          <p>
            The assistant needs your microphone to hear you. Click the lock or microphone icon in your browser's address bar, set{' '}
            <strong>Microphone</strong> to <strong>Allow</strong>, then reload this page and start the call again.
          </p>
        </>
      ) : (
        <>
          <p className="vc-mic-help-title">No microphone found</p>
          <p>Connect a microphone (or a headset), make sure no other app is using it, then start the call again.</p>
        </>
      )}
    </div>
  );
}
