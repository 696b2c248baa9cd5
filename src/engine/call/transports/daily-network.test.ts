import { describe, expect, it } from 'vitest';
import type { DailyEventObject } from '@daily-co/daily-js';
import { DailyTransport, dailyQuality } from './daily.ts';
import { FakeDailyCall } from '../../../testing/fake-daily-call.ts';
import { VoiceCall } from '../voice-call.ts';
import { FakeCallAudio, ManualClock } from '../../../testing/call-fakes.ts';
import type { CallState, NetworkQuality } from '../call-types.ts';

// daily-js's own network events, fired through the typed fake, drive the same states as the WebSocket transport.
function setup() {
  const fake = new FakeDailyCall();
  const clock = new ManualClock();
  const call = new VoiceCall({
    createWebCall: async () => ({ id: 'c1', webCallUrl: 'https://vapi.daily.co/room-1' }),
    createAudio: async () => new FakeCallAudio(),
    createTransport: (wc, a) => new DailyTransport(wc, a, () => fake),
    isMobile: () => false,
    clock,
    mediaDevices: null,
    online: null,
    maxReconnectMs: 10_000,
  });
  const states: CallState[] = [];
  const quality: NetworkQuality[] = [];
  call.on('state-change', (c) => states.push(c.state));
  call.on('network-quality', (q) => quality.push(q));
  return { fake, call, clock, states, quality };
}

const qualityEvent = (networkState: DailyEventObject<'network-quality-change'>['networkState'], rtt: number, loss: number) =>
  ({
    action: 'network-quality-change',
    networkState,
    networkStateReasons: [],
    threshold: 'good',
    quality: 100,
    stats: { latest: { networkRoundTripTime: rtt, totalRecvPacketLoss: loss } },
  }) as unknown as DailyEventObject<'network-quality-change'>;

describe('Daily network events', () => {
  it('maps network-connection interrupted/connected to reconnecting/connected', async () => {
    const { fake, call, states, quality } = setup();
    await call.start({ assistantId: 'a' });
    fake.fire('network-connection', { action: 'network-connection', type: 'sfu', event: 'interrupted' });
    expect(call.state).toBe('reconnecting');
    expect(quality.at(-1)).toMatchObject({ quality: 'lost', source: 'daily' });
    fake.fire('network-connection', { action: 'network-connection', type: 'sfu', event: 'connected' });
    expect(states).toEqual(['connecting', 'connected', 'reconnecting', 'connected']);
  });

  it('ends as connection-lost when Daily stays interrupted past the reconnect budget', async () => {
    const { fake, call, clock } = setup();
    const reasons: unknown[] = [];
    call.on('state-change', (c) => c.state === 'ended' && reasons.push(c.reason));
    await call.start({ assistantId: 'a' });
    fake.fire('network-connection', { action: 'network-connection', type: 'signaling', event: 'interrupted' });
    clock.advance(9_999);
    expect(call.state).toBe('reconnecting');
    clock.advance(1);
    await Promise.resolve();
    expect(reasons).toEqual(['connection-lost']);
    expect(call.pendingTimers()).toBe(0);
    expect(fake.isDestroyed()).toBe(true);
  });

  it('maps network-quality-change to network-quality (warning → poor, rtt in ms, loss)', async () => {
    const { fake, call, quality } = setup();
    await call.start({ assistantId: 'a' });
    fake.fire('network-quality-change', qualityEvent('warning', 0.45, 0.12));
    fake.fire('network-quality-change', qualityEvent('good', 0.05, 0));
    expect(quality).toEqual([
      { quality: 'poor', online: true, source: 'daily', rttMs: 450, loss: 0.12 },
      { quality: 'good', online: true, source: 'daily', rttMs: 50, loss: 0 },
    ]);
  });

  it.each([
    ['good', 'good'],
    ['unknown', 'good'],
    ['warning', 'poor'],
    ['bad', 'poor'],
  ] as const)('grades networkState %s as %s', (state, grade) => {
    expect(dailyQuality(qualityEvent(state, 0.1, 0)).quality).toBe(grade);
  });
});
