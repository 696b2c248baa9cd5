// When the voice-activity model (silero + onnxruntime, ~5 MB) may be fetched: never on saveData, 2g/slow-2g or a
// link measured slow, and only once the call is connected and the agent's audio flows. Pure: the caller passes what
// navigator.connection and Resource Timing say, so the rules are tested in Node.

/** What the browser tells about the link (navigator.connection, all optional: Safari and Firefox have none). */
export type LinkHints = { saveData?: boolean; effectiveType?: string; downlink?: number; rtt?: number };

/** A transfer seen on this page (from Resource Timing): encoded bytes and how long it took. */
export type TransferSample = { bytes: number; ms: number };

/** Throughput under which the ~5 MB model would take over 10 s: kilobytes per second. */
export const SLOW_LINK_KBPS = 500;
/** Samples smaller than this say more about latency than throughput and are ignored. */
const MIN_SAMPLE_BYTES = 32 * 1024;

/** The decision and the reason (logged; shown in tests). */
export type VadLoadDecision = { load: boolean; reason: string };

/**
 * Measured throughput in KB/s: the fastest of the large-enough transfers, or null when none was large enough. The
 * fastest, not the mean: a starved CPU stretches a transfer's Resource Timing (a localhost download read 300–2700 KB/s
 * at a quarter of a core), but nothing makes a slow link look fast.
 */
export function measuredKBps(samples: readonly TransferSample[]): number | null {
  let best: number | null = null;
  for (const s of samples) {
    if (s.bytes < MIN_SAMPLE_BYTES || !(s.ms > 0)) continue;
    best = Math.max(best ?? 0, s.bytes / 1024 / (s.ms / 1000));
  }
  return best;
}

/** Whether to fetch the model on this link. */
export function vadLoadDecision(hints: LinkHints, samples: readonly TransferSample[] = []): VadLoadDecision {
  if (hints.saveData) return { load: false, reason: 'data saver is on' };
  if (hints.effectiveType === '2g' || hints.effectiveType === 'slow-2g')
    return { load: false, reason: `${hints.effectiveType} connection` };
  // A transfer this page measured beats the browser's estimate, which is a prior until it has seen traffic (headless
  // Chromium reports 1.45 Mbit/s on any link).
  const kbps = measuredKBps(samples);
  if (kbps !== null) {
    const reason = `${Math.round(kbps)} KB/s measured`;
    return kbps < SLOW_LINK_KBPS ? { load: false, reason: `slow link (${reason})` } : { load: true, reason };
  }
  // navigator.connection.downlink is in Mbit/s (rounded to 25 kbit/s).
  if (hints.downlink !== undefined && hints.downlink > 0 && (hints.downlink * 1000) / 8 < SLOW_LINK_KBPS) {
    return { load: false, reason: `slow link (${hints.downlink} Mbit/s reported)` };
  }
  return { load: true, reason: 'no sign of a slow link' };
}
