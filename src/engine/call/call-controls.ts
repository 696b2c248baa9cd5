import { Evented } from '../events.ts';
import type { CallSession } from './call-session.ts';
import type { VoiceCallEvents } from './call-types.ts';
import type { ClientMessage, SayMessage } from '../../protocol/messages.ts';

/** The in-call controls of VoiceCall (mute, volume, say, send) over its current session. */
export abstract class CallControls extends Evented<VoiceCallEvents> {
  protected session: CallSession | null = null;
  protected muted = false;
  protected volume = 80;

  /** Mutes or unmutes the visitor's microphone. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    this.session?.transport?.setMuted(muted);
  }

  /** Whether the visitor's microphone is muted. */
  isMuted(): boolean {
    return this.session?.transport?.isMuted() ?? this.muted;
  }

  /** Playback volume 0–100 (docs/product.md §9 default 80); analysis stays before the gain. */
  setVolume(volume: number): void {
    this.volume = Math.max(0, Math.min(100, volume));
    this.session?.audio?.setVolume(this.volume);
  }

  /** Makes the assistant say a line (docs/product.md §7 'say'). */
  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void {
    const msg: SayMessage = { type: 'say', message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled };
    this.send(msg);
  }

  /** Sends a client message to the assistant. */
  send(message: ClientMessage): void {
    this.session?.transport?.send(message);
  }
}
