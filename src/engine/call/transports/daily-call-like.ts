import type { DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';

/** The part of daily-js's own `DailyCall` the Daily transport uses; the test fake implements exactly this. */
export type DailyCallLike = Pick<
  DailyCall,
  | 'join'
  | 'leave'
  | 'destroy'
  | 'isDestroyed'
  | 'meetingState'
  | 'on'
  | 'off'
  | 'sendAppMessage'
  | 'setLocalAudio'
  | 'localAudio'
  | 'updateInputSettings'
  | 'startRecording'
>;

/** Makes a call object; the real one is `Daily.createCallObject`. */
export type DailyFactory = (options: DailyFactoryOptions) => DailyCallLike | Promise<DailyCallLike>;

/** The real factory: loads daily-js only when a Daily call starts. */
export const realDailyFactory: DailyFactory = async (options) => {
  const { default: Daily } = await import('@daily-co/daily-js');
  return Daily.createCallObject(options);
};
