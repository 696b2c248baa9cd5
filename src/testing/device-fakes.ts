// Fake microphones for the device tests (never used by the app): tracks that can end, a mediaDevices that
// lists, opens and hot-plugs them.
import type { MediaDevicesLike } from '../engine/call/call-devices.ts';

/** A fake audio track that can be ended like an unplugged microphone. */
export class FakeTrack extends EventTarget {
  readonly kind = 'audio';
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  constructor(
    readonly deviceId: string,
    readonly label: string,
  ) {
    super();
  }
  getSettings() {
    return { deviceId: this.deviceId };
  }
  stop() {
    this.readyState = 'ended';
  }
  /** The device went away: the track ends and says so. */
  unplug() {
    this.readyState = 'ended';
    this.dispatchEvent(new Event('ended'));
  }
}

/** A stream of fake tracks. */
export function fakeTrackStream(track: FakeTrack): MediaStream {
  return { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream;
}

/** A mediaDevices with plug/unplug; getUserMedia fails like Chromium for missing or blocked devices. */
export class FakeMediaDevices extends EventTarget implements MediaDevicesLike {
  devices = new Map<string, string>();
  blocked = false;
  opened: string[] = [];
  constructor(devices: [string, string][]) {
    super();
    for (const [id, label] of devices) this.devices.set(id, label);
  }
  async enumerateDevices(): Promise<MediaDeviceInfo[]> {
    return [...this.devices].map(([deviceId, label]) => ({ deviceId, label, kind: 'audioinput', groupId: deviceId }) as MediaDeviceInfo);
  }
  async getUserMedia(c?: MediaStreamConstraints): Promise<MediaStream> {
    if (this.blocked) throw Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const want = ((c?.audio as MediaTrackConstraints)?.deviceId as { exact?: string } | undefined)?.exact ?? [...this.devices.keys()][0];
    const label = want && this.devices.get(want);
    if (!label) throw Object.assign(new Error('none'), { name: 'NotFoundError' });
    this.opened.push(want);
    return fakeTrackStream(new FakeTrack(want, label));
  }
  plug(id: string, label: string) {
    this.devices.set(id, label);
    this.dispatchEvent(new Event('devicechange'));
  }
  unplug(id: string) {
    this.devices.delete(id);
    this.dispatchEvent(new Event('devicechange'));
  }
}
