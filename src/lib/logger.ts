/** Thin console logger; one place to silence or redirect logs. */
export const logger = {
  info: (...args: unknown[]) => console.info('[vaiu]', ...args),
  warn: (...args: unknown[]) => console.warn('[vaiu]', ...args),
  error: (...args: unknown[]) => console.error('[vaiu]', ...args),
};
