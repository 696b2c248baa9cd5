// Finds a Chromium to drive: $CHROMIUM_PATH, /usr/bin/chromium, or Playwright's own install. Never downloads.
import { existsSync } from 'node:fs';

/** Returns the Chromium executable path, or throws with what to do. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  return null;
}

/** Like findChromium, but throws a clear message when none is found. */
export function requireChromium() {
  const found = findChromium();
  if (found) return found;
  throw new Error(
    'No Chromium found. Install it (Debian: `apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
}

/**
 * The browser the tests drive: $CHROMIUM_PATH if set, else Chromium's headless shell (Debian: chromium-headless-shell,
 * the old headless mode Playwright itself uses for headless tests), else Chromium. The shell has the same engine
 * without the desktop browser around it: here it launched and loaded '/' for 2.4 CPU-s against Chromium's 6.3-8.5,
 * and idled at 0.005 of a core against 0.07-0.47 (WebUI renderers and extensions it does not start). The benches keep
 * full Chromium (requireChromium): a visitor's browser is the whole one.
 */
export function requireTestBrowser() {
  if (process.env.CHROMIUM_PATH) return requireChromium();
  for (const c of ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/chromium-headless-shell']) if (existsSync(c)) return c;
  return requireChromium();
}

/**
 * Flags every headless run uses here: no sandbox as root, no background traffic to unreachable hosts, and none of the
 * browser's own WebUI omnibox popup. Full Chromium 156 (also with --headless=new) starts that popup in a renderer of
 * its own and loads ~400 chrome:// modules while the page under test loads: on this 2-core machine it competed with
 * the page for CPU (Lighthouse TBT, call benches). A visitor's phone runs no such thing next to the page. Chromium
 * merges repeated --disable-features switches (checked: either order disables the popup), so Playwright's and
 * chrome-launcher's own lists still apply.
 */
export const CHROMIUM_BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
  '--autoplay-policy=no-user-gesture-required',
];

/** Flags for a fake microphone that plays a WAV (16-bit PCM); `once` appends %noloop. */
export function fakeMicArgs(wavPath, once = false) {
  const args = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
  if (wavPath) args.push(`--use-file-for-fake-audio-capture=${wavPath}${once ? '%noloop' : ''}`);
  return args;
}
