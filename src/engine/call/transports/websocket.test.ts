import { afterEach, describe, expect, it, vi } from 'vitest';
import * as Comlink from 'comlink';
import { WebSocketTransport } from './websocket.ts';
import { FakeCallAudio } from '../../../testing/call-fakes.ts';
import type { TransportWorkerEvent } from '../../../../workers/call-transport.worker.ts';

// A stand-in for the transport worker: the same comlink API on one end of a MessageChannel.
function fakeWorker(closing: Promise<void> = Promise.resolve()) {
  const channel = new MessageChannel();
  const calls: string[] = [];
  let events: MessagePort | null = null;
  Comlink.expose(
    {
      async connect(url: string, _capture: MessagePort, _playback: MessagePort, eventPort: MessagePort) {
        calls.push(`connect ${url}`);
        events = eventPort;
      },
      send: (text: string) => void calls.push(`send ${text}`),
      setMuted: (m: boolean) => void calls.push(`muted ${m}`),
      close: () => (calls.push('close'), closing),
    },
    channel.port2,
  );
  let terminated = false;
  const worker = Object.assign(channel.port1, { terminate: () => ((terminated = true), channel.port1.close()) }) as unknown as Worker;
  const post = (e: TransportWorkerEvent) => events!.postMessage(e);
  return { worker, calls, post, terminated: () => terminated };
}

const tick = () => new Promise((r) => setTimeout(r, 20));

async function joined(closing?: Promise<void>) {
  const audio = new FakeCallAudio();
  // Node's MessagePort stands in for the worklet ports (they are only forwarded).
  audio.createCapture = () => new MessageChannel().port1 as unknown as MessagePort;
  audio.createPlayback = () => new MessageChannel().port1 as unknown as MessagePort;
  const fake = fakeWorker(closing);
  const t = new WebSocketTransport({ id: 'c1', webCallUrl: 'ws://localhost/provider/call/c1/transport' }, audio, () => fake.worker);
  const log: string[] = [];
  t.on('listening', () => log.push('listening'));
  t.on('message', (m) => log.push(`message:${m.type}`));
  t.on('left', () => log.push('left'));
  t.on('fatal', (f) => log.push(`fatal:${f.reason}`));
  await t.create();
  await t.join();
  return { t, fake, audio, log };
}

describe('WebSocketTransport', () => {
  it('connects the worker to the webCallUrl and relays listening and agent messages', async () => {
    const { t, fake, log } = await joined();
    expect(fake.calls).toEqual(['connect ws://localhost/provider/call/c1/transport']);
    fake.post({ type: 'text', text: 'listening' });
    fake.post({ type: 'text', text: JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' }) });
    fake.post({ type: 'text', text: '{not json' });
    await tick();
    expect(log).toEqual(['listening', 'message:transcript']);
    await t.destroy();
  });

  it('treats a normal close as the call leaving', async () => {
    const { t, fake, log } = await joined();
    fake.post({ type: 'close', code: 1000, reason: 'assistant-ended-call' });
    await tick();
    expect(log).toEqual(['left']);
    await t.destroy();
  });

  it('treats an abnormal close before any ended status as a lost connection', async () => {
    const { t, fake, log } = await joined();
    fake.post({ type: 'close', code: 1006, reason: '' });
    await tick();
    expect(log).toEqual(['fatal:connection-error']);
    await t.destroy();
  });

  it('treats an abnormal close after the ended status as leaving', async () => {
    const { t, fake, log } = await joined();
    fake.post({ type: 'text', text: JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' }) });
    fake.post({ type: 'close', code: 1006, reason: '' });
    await tick();
    expect(log).toEqual(['message:status-update', 'left']);
    await t.destroy();
  });

  it('mutes by disabling the microphone track and telling the worker to send silence', async () => {
    const { t, fake, audio } = await joined();
    t.setMuted(true);
    await tick();
    expect(audio.microphone.getAudioTracks()[0].enabled).toBe(false);
    expect(fake.calls).toContain('muted true');
    expect(t.isMuted()).toBe(true);
    t.send({ type: 'say', message: 'Hello' });
    await tick();
    expect(fake.calls).toContain('send {"type":"say","message":"Hello"}');
    await t.destroy();
  });

  it('leaves once, closing the socket, and terminates the worker on destroy', async () => {
    const { t, fake, log } = await joined();
    await t.leave();
    await t.leave();
    expect(log).toEqual(['left']);
    expect(fake.calls).toContain('close');
    await t.destroy();
    expect(fake.terminated()).toBe(true);
  });

  // The worker's close resolves only once a hang-up during an outage has reached the server (or timed out).
  it('leaves at once while a hang-up is on its way, and keeps the worker until it is through', async () => {
    let through!: () => void;
    const { t, fake, log } = await joined(new Promise<void>((r) => (through = r)));
    await t.leave();
    expect(log).toEqual(['left']);
    const destroyed = t.destroy();
    await tick();
    expect(fake.terminated()).toBe(false);
    through();
    await destroyed;
    expect(fake.terminated()).toBe(true);
  });
});

// The page closing: the worker dies with it, so the hang-up goes by beacon (the server's CALL_HANG_UP_PATH).
describe('WebSocketTransport hang-up beacon', () => {
  function page() {
    const target = new EventTarget();
    const beacons: [string, string][] = [];
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    vi.stubGlobal('navigator', { sendBeacon: (url: string, body: string) => (beacons.push([url, body]), true) });
    const hide = (persisted = false) => target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted }));
    return { beacons, hide };
  }
  afterEach(() => vi.unstubAllGlobals());

  it("sends the call's resume token to its hang-up URL as the page goes, once the agent has handed it over", async () => {
    const p = page();
    const { t, fake } = await joined();
    p.hide(); // no token yet: nothing to hang up with
    expect(p.beacons).toEqual([]);
    fake.post({ type: 'link', event: { type: 'session', resumeToken: 'tok' } });
    await tick();
    p.hide(true); // kept in the back-forward cache: the page may come back to its call
    expect(p.beacons).toEqual([]);
    p.hide();
    expect(p.beacons).toEqual([['http://localhost/provider/call/c1/hang-up', 'tok']]);
    await t.destroy();
    p.hide(); // a call left and cleaned up sends nothing
    expect(p.beacons).toHaveLength(1);
  });
});
