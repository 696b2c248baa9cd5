// The visitor's 1–5 rating after a call: always logged, stored with the call record when the provider is ours.
import type { ProviderClient } from '../../engine/call/provider-client.ts';
import { callStore } from '../../stores/call-store.ts';
import { logger } from '../../lib/logger.ts';

/** The provider is the local one: served from the page's own origin (its web calls use the WebSocket transport). */
export function isLocalProvider(baseUrl: string, origin: string): boolean {
  return baseUrl.startsWith(`${origin}/`);
}

/** Logs the rating and, when the provider is served from this origin (the local one), attaches it to the call. */
export async function sendCallFeedback(
  provider: Pick<ProviderClient, 'sendFeedback'>,
  rating: number,
  where: { baseUrl: string; origin: string },
): Promise<void> {
  const id = callStore.getState().callId;
  logger.info('call feedback', { rating, callId: id });
  if (!id || !isLocalProvider(where.baseUrl, where.origin)) return;
  try {
    await provider.sendFeedback(id, rating);
  } catch (err) {
    logger.warn('feedback not stored', err);
  }
}
