/** True when the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Lays out every landing section now (they skip rendering while off screen, landing.css): a smooth scroll's target
 * is fixed when it starts, and sections turning real on the way would move it. In-page links do the same from the
 * inline script of scripts/vite-prerender-landing.ts.
 */
export function renderAllSections(): void {
  document.documentElement.classList.add('render-all');
}

/** Smoothly scrolls to a section by id and moves keyboard focus there (instantly under reduced motion). */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  renderAllSections();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  history.replaceState(history.state, '', `#${id}`);
}
