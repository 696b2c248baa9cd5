import { beforeEach, describe, expect, it } from 'vitest';
import { callStore, patchCall } from '../../stores/call-store.ts';
import { sendCallFeedback } from './call-feedback.ts';

function provider(fail = false) {
  const sent: [string, number][] = [];
  return {
    sent,
    sendFeedback: async (id: string, rating: number) => {
      if (fail) throw new Error('HTTP 500');
      sent.push([id, rating]);
    },
  };
}
const LOCAL = { baseUrl: 'http://localhost:4240/provider', origin: 'http://localhost:4240' };

beforeEach(() => callStore.setState(callStore.getInitialState(), true));

describe('sendCallFeedback', () => {
  it('attaches the rating to the call with the local provider', async () => {
    patchCall({ callId: 'call-7' });
    const p = provider();
    await sendCallFeedback(p, 4, LOCAL);
    expect(p.sent).toEqual([['call-7', 4]]);
  });

  it.each([
    ['there is no call id', null, LOCAL],
    ['the provider is on another origin', 'call-7', { baseUrl: 'https://api.example.com', origin: 'http://localhost:4240' }],
  ])('only logs when %s', async (_label, callId, where) => {
    patchCall({ callId });
    const p = provider();
    await sendCallFeedback(p, 5, where);
    expect(p.sent).toEqual([]);
  });

  it('swallows a failed request (the rating is only logged)', async () => {
    patchCall({ callId: 'call-7' });
    await expect(sendCallFeedback(provider(true), 3, LOCAL)).resolves.toBeUndefined();
  });
});
