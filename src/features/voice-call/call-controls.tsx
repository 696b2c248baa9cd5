import { memo, useEffect, useId, useRef, type ReactNode } from 'react';
import { useCallState } from '../../stores/call-store.ts';

/** Props of CallControls; `children` are extra controls (device pickers). */
export type CallControlsProps = { onMute: (m: boolean) => void; onEnd: () => void; onVolume: (v: number) => void; children?: ReactNode };

/** In-call controls: mute toggle, end call, volume 0–100. Focus moves to Mute when they appear (the call connected).
 * Each control reads its own slice of the store, so a mute tap re-renders the mute button alone (docs/architecture.md §2). */
export const CallControls = memo(function CallControls({ onMute, onEnd, onVolume, children }: CallControlsProps) {
  return (
    <div className="vc-controls" role="group" aria-label="Call controls">
      <MuteButton onMute={onMute} />
      <button type="button" className="vc-round vc-round-end" onClick={onEnd}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 15c5-5 13-5 18 0l-2.5 2.5-3.5-2v-2.5c-2-.7-4-.7-6 0V15.5l-3.5 2z" fill="currentColor" />
        </svg>
        <span className="vc-round-label">End call</span>
      </button>
      <VolumeControl onVolume={onVolume} />
      {children}
    </div>
  );
});

function MuteButton({ onMute }: { onMute: (m: boolean) => void }) {
  const muted = useCallState((s) => s.muted);
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <button
      ref={ref}
      type="button"
      className={`vc-round ${muted ? 'vc-round-on' : ''}`}
      aria-pressed={muted}
      onClick={() => onMute(!muted)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3z" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 11a7 7 0 0 0 14 0M12 18v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        {muted ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
      </svg>
      <span className="vc-round-label">Mute</span>
    </button>
  );
}

function VolumeControl({ onVolume }: { onVolume: (v: number) => void }) {
  const volume = useCallState((s) => s.volume);
  const id = useId();
  return (
    <div className="vc-volume">
      <label htmlFor={id}>Volume</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={volume}
        onChange={(e) => onVolume(Number(e.target.value))}
        aria-valuetext={`${volume}%`}
      />
      <output htmlFor={id} className="vc-volume-value">
        {volume}
      </output>
    </div>
  );
}
