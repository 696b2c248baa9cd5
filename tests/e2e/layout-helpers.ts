// Layout checks by bounding boxes: nothing wider than the viewport, no two visible interactive elements overlapping.
import { expect, type Page } from 'playwright/test';

/** A visible interactive element's box in viewport coordinates, with a label for failure messages. */
export type Box = { label: string; x: number; y: number; w: number; h: number; fixed: boolean };

/** Visible interactive elements (links, buttons, fields) inside `root`, in viewport coordinates. */
export async function interactiveBoxes(page: Page, root = 'body'): Promise<Box[]> {
  return page.evaluate((sel) => {
    const out: Box[] = [];
    const scope = document.querySelector(sel) ?? document.body;
    for (const el of Array.from(scope.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="slider"]'))) {
      const st = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (st.visibility === 'hidden' || st.display === 'none' || r.width < 2 || r.height < 2) continue;
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      let fixed = false;
      for (let p: HTMLElement | null = el; p && !fixed; p = p.parentElement)
        fixed = ['fixed', 'sticky'].includes(getComputedStyle(p).position);
      out.push({ label, x: r.left, y: r.top, w: r.width, h: r.height, fixed });
    }
    return out;
  }, root);
}

/**
 * Pairs of boxes that overlap by more than 1 px each way (a box inside another, e.g. a nested control, counts too).
 * A fixed or sticky element (navbar, floating button) over page content is skipped unless `withFixed`: content scrolls
 * under them by design,
 * so that pair is checked only where the page rests (top and bottom).
 */
export function overlaps(boxes: Box[], withFixed = false): string[] {
  const bad: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      if (!withFixed && a.fixed !== b.fixed) continue;
      const dx = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
      const dy = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
      if (dx > 1 && dy > 1) bad.push(`${a.label} overlaps ${b.label}`);
    }
  }
  return bad;
}

/** Asserts the page does not scroll sideways and no element sticks out of the viewport's width. */
export async function expectNoOverflow(page: Page): Promise<void> {
  const r = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const b = el.getBoundingClientRect();
        return (
          b.width > 0 &&
          (b.right > vw + 1 || b.left < -1) &&
          getComputedStyle(el).position !== 'fixed' &&
          !el.closest('[aria-hidden="true"], .sr-only, .skip-link')
        );
      })
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    return { scroll: document.scrollingElement!.scrollWidth, vw, wide };
  });
  expect(r.wide, 'elements sticking out of the viewport').toEqual([]);
  expect(r.scroll).toBeLessThanOrEqual(r.vw);
}

/** Waits two frames (IntersectionObserver and ResizeObserver callbacks have run) and every running CSS transition. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
    await Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}
