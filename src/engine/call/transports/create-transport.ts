import type { CallAudio } from '../call-audio.ts';
import type { CallTransport } from '../call-types.ts';
import { transportKindOf, type WebCall } from '../web-call.ts';
import { WebSocketTransport } from './websocket.ts';

/** Picks the transport by the webCallUrl scheme: https → Daily (daily-js loaded on demand), ws(s) → WebSocket. */
export async function createTransport(webCall: WebCall, audio: CallAudio): Promise<CallTransport> {
  if (transportKindOf(webCall.webCallUrl) === 'websocket') return new WebSocketTransport(webCall, audio);
  const [{ DailyTransport }, { realDailyFactory }] = await Promise.all([import('./daily.ts'), import('./daily-call-like.ts')]);
  return new DailyTransport(webCall, audio, realDailyFactory);
}
