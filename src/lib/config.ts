import { parseConfig } from './config-utils.ts';
import { logger } from './logger.ts';

const parsed = parseConfig(import.meta.env, window.location.origin);
if (parsed.problems.length > 0) {
  // Validated once at start-up; bad values fall back to what was parsed, loudly.
  logger.error(`Invalid site configuration:\n- ${parsed.problems.join('\n- ')}`);
}

/** The validated site configuration (env with local defaults). */
export const config = parsed.config;
