// PCM frames between the capture/playback worklets and whoever holds their ports (the call transport).

/** One frame of PCM s16le mono 16 kHz (capture: exactly 320 samples = 20 ms), transferred. */
export type PcmMessage = { type: 'pcm'; data: ArrayBuffer };
/** Playback: drop everything buffered now (barge-in). */
export type ClearMessage = { type: 'clear' };
/** What a playback port accepts. */
export type PlaybackCommand = PcmMessage | ClearMessage;

/** Give the worklet a port to talk on (transferred); `P` is MessagePort. */
export type ConnectPortMessage<P = unknown> = { type: 'connect'; port: P };

/** Playback → port holder, sparingly: buffered audio, underruns so far, and whether it is playing. */
export type PlaybackStatsMessage = {
  type: 'playback-stats';
  bufferedMs: number;
  underruns: number;
  playing: boolean;
  reason: 'start' | 'underrun' | 'clear' | 'tick' | 'overflow';
};

/** Settings of the capture worklet; `float: true` posts float32 frames instead of s16le (the voice-activity model). */
export type CaptureOptions = { targetRate: number; frameSamples: number; float?: boolean };
/** Settings of the playback worklet. */
export type PlaybackOptions = { inputRate: number; prebufferMs: number; capacitySeconds: number; statsIntervalMs: number };
