import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'playwright/test';
import type { CallRecord } from '../../src/protocol/provider-routes.ts';
import { CHROMIUM_BASE_ARGS, fakeMicArgs, requireTestBrowser } from '../../scripts/find-chromium.mjs';
import { DATA_DIR, fillDetails, visitor } from './voice-helpers.ts';

// The microphone speaks three answers (festival voice, scripts/make-e2e-screening-wav.sh), once: the local agent
// recognizes them offline (pocketsphinx), the page captions the visitor's words, the agent reads the value back.
const WAV = path.resolve('tests/fixtures/visitor-screening.wav');
test.use({ launchOptions: { executablePath: requireTestBrowser(), args: [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(WAV, true)] } });

const PRIVATE = { authorization: 'Bearer local-private-key' };

function summaryFor(email: string): { template_params: Record<string, unknown> } | undefined {
  const dir = path.join(DATA_DIR, 'outbox');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    .find((m) => m.template_id === 'call-summary' && m.template_params?.visitor_email === email);
}

test.describe('voice call: the local agent hears the visitor', () => {
  test('captions the spoken answers, confirms the values, and keeps them in the record and the summary email', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // The visitor types the name they say: a name heard other than the one typed is asked to be spelled
    // (server/agent/hear-answer.ts `heardForSure`).
    const d = { ...visitor('asr'), name: 'Sam Taylor' };
    const webCalls: string[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/provider/call/web') && r.status() === 201) webCalls.push((await r.json()).id);
    });
    await page.goto('/voice-call');
    await fillDetails(page, d);
    // Every provisional line the page shows while the visitor speaks (the agent's 'partial' transcripts).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { partialsSeen: string[] }).partialsSeen = seen;
      new MutationObserver(() => {
        const p = document.querySelector('.vc-caption-partial');
        if (p?.textContent && seen.at(-1) !== p.textContent) seen.push(p.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Start Call' }).click();

    // The visitor's final lines (a partial line, the words so far while they speak, has its own class).
    const you = page.locator('.vc-caption-user:not(.vc-caption-partial)');
    const log = page.getByRole('log', { name: 'Live captions' });
    await expect(you.filter({ hasText: 'my name is sam taylor' })).toBeVisible({ timeout: 45_000 });
    await expect(you.filter({ hasText: /^You (a )?data engineer$/ })).toBeVisible({ timeout: 30_000 });
    await expect(log).toContainText('Data engineer, noted.');
    // On a loaded machine the answer may start while the agent still decodes the last one: "I have" can be cut.
    await expect(you.filter({ hasText: 'five years of experience' })).toBeVisible({ timeout: 30_000 });
    await expect(log).toContainText('Five years, great.');
    await expect(log).toContainText('salary expectations');

    // A provisional line is shown only while its answer is being spoken; the final line replaces it. (How many appear
    // depends on the machine's speed — a partial that has not come back when the answer ends is dropped — so the
    // count is reported, not asserted: the server test conversation-recognition asserts partial-before-final.)
    const partials = await page.evaluate(() => (window as unknown as { partialsSeen: string[] }).partialsSeen);
    test.info().annotations.push({ type: 'partial captions seen', description: JSON.stringify(partials) });
    await expect(page.locator('.vc-caption-partial')).toHaveCount(0);
    await page.getByRole('button', { name: 'End call' }).click();
    await expect(page.getByRole('dialog', { name: 'How was your experience?' })).toBeVisible();
    expect(webCalls).toHaveLength(1);
    const getRecord = async () => (await (await request.get(`/provider/call/${webCalls[0]}`, { headers: PRIVATE })).json()) as CallRecord;
    await expect.poll(async () => (await getRecord()).endedReason).toBe('customer-ended-call');
    const record = await getRecord();
    expect(record.answers.map((a) => [a.question, a.value])).toEqual([
      ['name', 'sam taylor'],
      ['role', 'data engineer'],
      ['years-experience', 5],
    ]);
    for (const a of record.answers) {
      expect(a.transcript).toBeTruthy();
      expect(a.confidence).toBeGreaterThan(0.5);
      expect(a.durationMs).toBeGreaterThan(800);
    }
    // Contains, not ends with: on a loaded machine the turn can be cut a word later ('… five years of experience and',
    // seen once in a fresh-clone run); the value above is what the agent keeps.
    expect(record.messages.filter((m) => m.role === 'user').map((m) => m.message)).toContainEqual(
      expect.stringMatching(/five years of experience/),
    );

    // The owner's summary email: written once the ended record is saved.
    await expect.poll(() => summaryFor(d.email)).toBeTruthy();
    const params = summaryFor(d.email)!.template_params;
    expect(params).toMatchObject({
      call_id: webCalls[0],
      visitor_name: d.name,
      visitor_phone: d.phone,
      ended_reason: 'customer-ended-call',
    });
    expect((params.answers as { value: unknown }[]).map((a) => a.value)).toEqual(['sam taylor', 'data engineer', 5]);
  });
});
