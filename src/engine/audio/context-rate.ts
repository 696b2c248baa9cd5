// The AudioContext rate of a call (docs/architecture.md §2): the wire's 16 kHz where the browser resamples a
// MediaStream into a context of any rate, so the render thread runs a third of the quanta of 48 kHz and neither the
// capture tap nor the playback worklet resamples. Firefox refuses a MediaStreamSource whose rate differs from the
// context's (NotSupportedError), so there the context keeps the device's rate and the worklets resample as before.
import { TRANSPORT_SAMPLE_RATE } from '../../protocol/messages.ts';

/** The sample rate to ask AudioContext for, or undefined for the device's own. */
export function callContextRate(userAgent: string): number | undefined {
  return /\bFirefox\//.test(userAgent) ? undefined : TRANSPORT_SAMPLE_RATE;
}
