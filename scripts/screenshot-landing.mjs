// Screenshots of '/' at 1440 px and 375 px in both themes (full page), for design review.
// Usage: node scripts/screenshot-landing.mjs <baseURL> <outDir>
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright';
import { requireChromium, CHROMIUM_BASE_ARGS } from './find-chromium.mjs';

const [base = 'http://localhost:4181', outDir = '.cache/screens-a'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_BASE_ARGS });
try {
  for (const width of [1440, 375]) {
    for (const theme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await context.addInitScript((t) => localStorage.setItem('vaiu-theme', t), theme);
      const page = await context.newPage();
      await page.goto(base + '/');
      await page.evaluate(() => document.fonts.ready);
      const file = `${outDir}/landing-${width}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      // The contact modal over the page (viewport only).
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('button', { name: 'Open menu' })
        .click({ trial: width > 900 })
        .catch(() => {});
      if (width <= 900) await page.locator('#site-menu').getByRole('button', { name: 'Contact' }).click();
      else await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Contact' }).click();
      await page.getByRole('dialog').waitFor();
      const modalFile = `${outDir}/landing-${width}-${theme}-contact.png`;
      await page.screenshot({ path: modalFile });
      console.log(modalFile);
      await context.close();
    }
  }
} finally {
  await browser.close();
}
