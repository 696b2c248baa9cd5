import { chromium, type Browser } from 'playwright';
import { requireTestBrowser, CHROMIUM_BASE_ARGS, fakeMicArgs } from '../../scripts/find-chromium.mjs';

/** Launches headless Chromium whose fake microphone plays `wavPath` (looped, or once with `once`). */
export function launchWithFakeMic(wavPath: string, opts: { once?: boolean; extraArgs?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: requireTestBrowser(),
    headless: true,
    args: [...CHROMIUM_BASE_ARGS, ...fakeMicArgs(wavPath, opts.once), ...(opts.extraArgs ?? [])],
  });
}
