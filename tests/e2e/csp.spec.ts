import { expect, test, type Page } from 'playwright/test';
import { fakeMicLaunch, fillDetails, offlineDailyRoom, startCall, visitor } from './voice-helpers.ts';

test.use({ launchOptions: fakeMicLaunch });

/** Init script: records every CSP violation the document sees (workers' and worklets' loads surface here too). */
function recordViolations(): void {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.effectiveDirective} ${e.blockedURI}`));
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Console lines in which Chromium reports a refused load or eval (also from workers). */
function consoleRefusals(page: Page): string[] {
  const out: string[] = [];
  page.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && out.push(m.text()));
  page.on('worker', (w) => w.on('console', (m) => /Content Security Policy|Refused to/.test(m.text()) && out.push(m.text())));
  return out;
}

test.describe('Content-Security-Policy from helmet', () => {
  test('the landing page (prerendered inline scripts included) runs with no violation', async ({ page }) => {
    await page.addInitScript(recordViolations);
    const refused = consoleRefusals(page);
    const res = await page.goto('/');
    const csp = res!.headers()['content-security-policy'];
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(refused).toEqual([]);
  });

  test('/voice-call runs a whole call start (worklets, workers, the VAD wasm, the websocket) with no violation', async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript(recordViolations);
    const refused = consoleRefusals(page);
    await page.goto('/voice-call');
    await startCall(page, visitor('csp'));
    // The visitor is heard through the VAD (onnxruntime wasm) and the agent answers over the websocket.
    await expect(page.getByRole('log', { name: 'Live captions' })).toContainText("I'm the Vaiu recruiting assistant", { timeout: 20_000 });
    await expect(page.getByText('Listening...')).toBeVisible({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
    expect(refused).toEqual([]);
    await page.getByRole('button', { name: 'End call' }).click();
  });

  test('the real provider path (daily-js loading its call machine from *.daily.co) is allowed by the policy', async ({ page }) => {
    await page.addInitScript(recordViolations);
    const refused = consoleRefusals(page);
    // Daily's rooms are unreachable offline: the requests are seen (so CSP let them out) and then aborted.
    const daily = await offlineDailyRoom(page, 'daily-csp');
    await page.goto('/voice-call');
    await fillDetails(page, visitor('csp-daily'));
    await page.getByRole('button', { name: 'Start Call' }).click();
    await expect(page.getByText('Connection failed. Please try again.')).toBeVisible({ timeout: 30_000 });
    expect(daily.length).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    expect(refused).toEqual([]);
  });
});
