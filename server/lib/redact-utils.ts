// Keeps keys out of the logs: query keys in URLs, credential headers.

const SECRET_PARAMS = /([?&](?:key|token|access_?token|api_?key|accessToken)=)[^&#]*/gi;

/** The URL with the value of every key-like query parameter replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Pino paths of credential headers, redacted wherever a request or reply is logged. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];
