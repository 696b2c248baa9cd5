import type { CallAudio } from './call-audio.ts';
import type { CallDevice, DeviceList, MicrophoneEvent } from './call-types.ts';
import { classifyError } from './call-errors.ts';
import { MIC_CONSTRAINTS_AUDIO } from './mic-constraints.ts';

/** The part of navigator.mediaDevices the call uses (tests pass fake devices). */
export type MediaDevicesLike = Pick<MediaDevices, 'enumerateDevices' | 'getUserMedia' | 'addEventListener' | 'removeEventListener'>;

/** What the page shows when no microphone is left. */
export const NO_MIC_MESSAGE = 'No microphone is available. Plug one in (or allow microphone access) and the call will use it.';
/** What the page shows when the browser refuses the microphone. */
export const MIC_BLOCKED_MESSAGE = 'Microphone access is blocked. Allow it in the browser’s site settings, then try again.';

/** Whether this browser can route call audio to a chosen output. */
export function canChooseSpeaker(): boolean {
  return typeof AudioContext !== 'undefined' && typeof (AudioContext.prototype as { setSinkId?: unknown }).setSinkId === 'function';
}

/** Lists microphones and speakers for the pickers. */
export async function listDevices(md: MediaDevicesLike, speakers = canChooseSpeaker()): Promise<DeviceList> {
  const all = await md.enumerateDevices();
  const pick = (kind: CallDevice['kind']) =>
    all.filter((d) => d.kind === kind && d.deviceId !== '').map((d) => ({ deviceId: d.deviceId, label: d.label, kind }));
  return { microphones: pick('audioinput'), speakers: speakers ? pick('audiooutput') : [], canChooseSpeaker: speakers };
}

/** Opens one microphone (exact device) with the call's processing constraints. */
export function openMicrophone(md: MediaDevicesLike, deviceId?: string): Promise<MediaStream> {
  return md.getUserMedia({ audio: { ...MIC_CONSTRAINTS_AUDIO, ...(deviceId ? { deviceId: { exact: deviceId } } : {}) } });
}

/**
 * Keeps a call's microphone alive: when the live track ends (unplugged, revoked) it says so and moves to another
 * microphone (hot-plugged ones included); with none left it says what to do and waits for a `devicechange`.
 */
export class MicrophoneGuard {
  private track: MediaStreamTrack | null = null;
  private waiting = false;
  private switching: Promise<void> | null = null;
  private destroyed = false;
  private readonly onTrackEnded = () => void this.onEnded();
  private readonly onDeviceChange = () => void this.refresh();

  constructor(
    private readonly md: MediaDevicesLike,
    private readonly audio: CallAudio,
    private readonly emit: (e: MicrophoneEvent) => void,
    private readonly onDevices: (list: DeviceList) => void,
  ) {
    this.watch(audio.microphone.getAudioTracks()[0] ?? null);
    md.addEventListener('devicechange', this.onDeviceChange);
  }

  /** Moves the call to this microphone (the visitor's choice). */
  async switchTo(deviceId: string): Promise<void> {
    const stream = await openMicrophone(this.md, deviceId);
    this.use(stream);
  }

  /** Stops watching (the tracks belong to the audio engine). */
  destroy(): void {
    this.destroyed = true;
    this.watch(null);
    this.md.removeEventListener('devicechange', this.onDeviceChange);
  }

  private watch(track: MediaStreamTrack | null): void {
    this.track?.removeEventListener('ended', this.onTrackEnded);
    this.track = track;
    track?.addEventListener('ended', this.onTrackEnded);
  }

  private use(stream: MediaStream): void {
    if (this.destroyed) return void stream.getTracks().forEach((t) => t.stop());
    if (!this.audio.replaceMicrophone) throw new Error('This call cannot change its microphone.');
    this.audio.replaceMicrophone(stream);
    const track = stream.getAudioTracks()[0];
    this.watch(track);
    this.waiting = false;
    const settings = track.getSettings?.() ?? {};
    this.emit({ status: 'switched', device: { deviceId: settings.deviceId ?? '', label: track.label, kind: 'audioinput' } });
  }

  private onEnded(): void {
    const dead = this.track;
    this.watch(null);
    this.emit({ status: 'lost', label: dead?.label ?? '' });
    this.switching ??= this.recover(dead?.getSettings?.().deviceId).finally(() => (this.switching = null));
  }

  // Other microphones first, then the same one again (a revoked-and-regranted or flaky device).
  private async recover(deadId?: string): Promise<void> {
    let list: DeviceList;
    try {
      list = await listDevices(this.md, false);
    } catch {
      list = { microphones: [], speakers: [], canChooseSpeaker: false };
    }
    const ids = list.microphones.map((m) => m.deviceId);
    const order = [...ids.filter((id) => id !== deadId && id !== 'default'), ...ids.filter((id) => id === deadId || id === 'default')];
    let blocked = false;
    for (const id of order) {
      if (this.destroyed) return;
      try {
        return this.use(await openMicrophone(this.md, id));
      } catch (err) {
        if (classifyError(err).kind === 'permission-denied') blocked = true;
      }
    }
    if (this.destroyed) return;
    this.waiting = true;
    this.emit({ status: 'none-left', message: blocked ? MIC_BLOCKED_MESSAGE : NO_MIC_MESSAGE });
  }

  private async refresh(): Promise<void> {
    if (this.destroyed) return;
    const list = await listDevices(this.md).catch(() => null);
    if (!list || this.destroyed) return;
    this.onDevices(list);
    if (this.waiting && list.microphones.length > 0) this.switching ??= this.recover().finally(() => (this.switching = null));
  }
}
