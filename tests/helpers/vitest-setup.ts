// Canvas mock only where there is a DOM (jsdom tests); Node tests run without it.
if (typeof window !== 'undefined') {
  await import('vitest-canvas-mock');
}
export {};
