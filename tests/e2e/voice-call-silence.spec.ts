import { expect, test } from 'playwright/test';
import { startCall } from './voice-helpers.ts';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireTestBrowser } from '../../scripts/find-chromium.mjs';
import { writeFixtureWav } from '../helpers/wav.ts';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';

test.use({
  launchOptions: {
    executablePath: requireTestBrowser(),
    args: [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(writeFixtureWav('voice-silence.wav', [{ seconds: 2 }], 16000))],
  },
});

test.describe('a silent visitor', () => {
  test('gets a gentle microphone hint, then the agent ends the call on silence', async ({ page, request }) => {
    test.setTimeout(90_000);
    const ids: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/provider/call/web') && r.status() === 201) ids.push((await r.json()).id);
    });
    await page.goto('/voice-call');
    await startCall(page);
    await expect(page.getByText("We can't hear you — check your microphone")).toBeVisible({ timeout: 25_000 });
    await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible({ timeout: 40_000 });
    const rec = (await (
      await request.get(`/provider/call/${ids[0]}`, { headers: { authorization: 'Bearer local-private-key' } })
    ).json()) as CallRecord;
    expect(rec.endedReason).toBe('silence-timed-out');
  });
});
