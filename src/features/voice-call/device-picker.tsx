import { useId, useState } from 'react';
import { useCallState, type DeviceOption } from '../../stores/call-store.ts';
import { selectedId } from './device-utils.ts';

/** What the pickers call: choose a microphone or a speaker by device id. */
export type DeviceActions = { onMic: (id: string) => void; onSpeaker: (id: string) => void };

/** Microphone select (and speaker select where the browser can route output). */
export function DeviceSelects({ onMic, onSpeaker }: DeviceActions) {
  const devices = useCallState((s) => s.devices);
  const micId = useCallState((s) => s.micId);
  const speakerId = useCallState((s) => s.speakerId);
  return (
    <div className="vc-devices">
      <DeviceSelect label="Microphone" options={devices.mics} value={selectedId(devices.mics, micId)} onChange={onMic} />
      {devices.speakers && devices.speakers.length > 0 ? (
        <DeviceSelect label="Speaker" options={devices.speakers} value={selectedId(devices.speakers, speakerId)} onChange={onSpeaker} />
      ) : null}
    </div>
  );
}

function DeviceSelect({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: DeviceOption[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="vc-device">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={options.length === 0}>
        {options.length === 0 ? <option value="">None found</option> : null}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** In-call 'Devices' toggle that opens the pickers below the controls. */
export function DevicePickerToggle(props: DeviceActions) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        className={`vc-round ${open ? 'vc-round-on' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          <circle cx="16" cy="6" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="10" cy="12" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="18" cy="18" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <span className="vc-round-label">Devices</span>
      </button>
      <div id={panelId} className="vc-devices-panel" hidden={!open}>
        {open ? <DeviceSelects {...props} /> : null}
      </div>
    </>
  );
}
