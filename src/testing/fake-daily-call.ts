import type { DailyCall, DailyEvent, DailyEventObject, DailyInputSettings, DailyMeetingState } from '@daily-co/daily-js';
import type { DailyCallLike } from '../engine/call/transports/daily-call-like.ts';

type AnyHandler = (e: never) => void;

/** A scriptable stand-in for daily-js's call object, typed by daily-js itself (tsc fails if it drifts). */
export class FakeDailyCall implements DailyCallLike {
  state: DailyMeetingState = 'new';
  destroyed = false;
  audioOn = true;
  joinError: Error | null = null;
  inputSettingsError: Error | null = null;
  joinedWith: Parameters<DailyCall['join']>[0];
  readonly sent: unknown[] = [];
  readonly inputSettings: DailyInputSettings[] = [];
  readonly recordings: Parameters<DailyCall['startRecording']>[0][] = [];
  private handlers = new Map<string, Set<AnyHandler>>();

  async join(props?: Parameters<DailyCall['join']>[0]): Promise<void> {
    this.state = 'joining-meeting';
    if (this.joinError) {
      this.state = 'error';
      throw this.joinError;
    }
    this.joinedWith = props;
    this.state = 'joined-meeting';
  }
  async leave(): Promise<void> {
    if (this.state !== 'joined-meeting') return;
    this.state = 'left-meeting';
    this.fire('left-meeting', { action: 'left-meeting' });
  }
  async destroy(): Promise<void> {
    await this.leave();
    this.destroyed = true;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  meetingState(): DailyMeetingState {
    return this.state;
  }
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): DailyCall {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler as AnyHandler);
    return this as unknown as DailyCall;
  }
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): DailyCall {
    this.handlers.get(event)?.delete(handler as AnyHandler);
    return this as unknown as DailyCall;
  }
  sendAppMessage(data: unknown): DailyCall {
    this.sent.push(data);
    return this as unknown as DailyCall;
  }
  setLocalAudio(enabled: boolean): DailyCall {
    this.audioOn = enabled;
    return this as unknown as DailyCall;
  }
  localAudio(): boolean {
    return this.audioOn;
  }
  async updateInputSettings(settings: DailyInputSettings): Promise<{ inputSettings: DailyInputSettings }> {
    if (this.inputSettingsError) throw this.inputSettingsError;
    this.inputSettings.push(settings);
    return { inputSettings: settings };
  }
  startRecording(options?: Parameters<DailyCall['startRecording']>[0]): void {
    this.recordings.push(options);
  }

  /** Number of handlers still registered (0 after the transport is destroyed). */
  handlerCount(): number {
    let n = 0;
    for (const set of this.handlers.values()) n += set.size;
    return n;
  }

  /** Fires a daily-js event at the registered handlers. */
  fire<T extends DailyEvent>(event: T, payload: Partial<DailyEventObject<T>> & { action: T }): void {
    for (const h of [...(this.handlers.get(event) ?? [])]) (h as (e: unknown) => void)(payload);
  }
}
