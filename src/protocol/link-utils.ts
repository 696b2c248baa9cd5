// Link health and retry timing of the call transports (shared by the transport worker and the call engine).
/** Network health: browser online/offline plus the transport's measured round trip and loss (0..1). */
export type NetworkQuality = {
  quality: 'good' | 'poor' | 'lost';
  online: boolean;
  rttMs?: number;
  loss?: number;
  source: 'browser' | 'websocket' | 'daily';
};

/** Round trip above which the link counts as poor (speech turn-taking starts to feel late). */
export const POOR_RTT_MS = 400;
/** Share of unanswered probes above which the link counts as poor. */
export const POOR_LOSS = 0.1;

/** Grades a link from its measured round trip and probe loss (0..1): all probes lost → lost. */
export function gradeLink(rttMs: number | undefined, loss: number): NetworkQuality['quality'] {
  if (loss >= 1) return 'lost';
  if (loss > POOR_LOSS || (rttMs !== undefined && rttMs > POOR_RTT_MS)) return 'poor';
  return 'good';
}

/** Backoff settings of reconnect attempts. */
export type BackoffOptions = { baseMs: number; maxMs: number; jitter: number };

/** Defaults: 0.25 s doubling up to 4 s, ±30 % jitter — a phone offline 20 s is retried every few seconds. */
export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 250, maxMs: 4000, jitter: 0.3 };

/** Delay before attempt n (1-based): exponential, capped, with jitter from random() ∈ [0, 1). */
export function backoffDelay(attempt: number, opts: BackoffOptions = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const raw = Math.min(opts.maxMs, opts.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.max(0, Math.round(raw * (1 + opts.jitter * (2 * random() - 1))));
}
