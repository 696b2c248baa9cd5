// Pure wording of the call page: field notices, the one announcement per state, the ending message, the scene.
import type { CallState, PageEndReason } from '../../stores/call-store.ts';
import type { VisualizerScene } from '../../protocol/visualizer-messages.ts';

/** One visible notice during a call; `action` names a button the notice offers. */
export type CallNotice = {
  id: 'reconnecting' | 'offline' | 'poor' | 'mic' | 'audio';
  tone: 'info' | 'warn' | 'danger';
  text: string;
  action?: 'resume-audio';
};

/** Texts of the field notices and endings (also used by tests). */
export const NOTICE_TEXT = {
  reconnecting: 'Reconnecting…',
  offline: "You're offline. The call will carry on when your connection is back.",
  poor: 'Poor network connection — the assistant may sound choppy.',
  micLost: 'Microphone disconnected.',
  micNone: 'Microphone disconnected — plug in a microphone or headset to keep talking.',
  audioPaused: 'Audio paused by the browser.',
  resumeAudio: 'Tap to resume audio',
  connectionLost: 'The connection was lost and the call ended. Your conversation is kept below.',
  micLostEnded: 'The call ended because no microphone was left. Plug one in and call again.',
  ended: 'Call ended.',
  silent: "The assistant can't hear you. Check your microphone.",
} as const;

/** Only the parts of the state the notices read. */
type NoticeInput = Pick<CallState, 'status' | 'network' | 'micNotice' | 'audioSuspended'>;

/** The notices to show now, most important first; none outside a call. */
export function noticesFor(s: NoticeInput): CallNotice[] {
  if (s.status !== 'active' && s.status !== 'reconnecting') return [];
  const out: CallNotice[] = [];
  if (s.status === 'reconnecting') out.push({ id: 'reconnecting', tone: 'warn', text: NOTICE_TEXT.reconnecting });
  if (s.network === 'offline') out.push({ id: 'offline', tone: 'danger', text: NOTICE_TEXT.offline });
  else if (s.network === 'poor') out.push({ id: 'poor', tone: 'warn', text: NOTICE_TEXT.poor });
  if (s.micNotice) out.push({ id: 'mic', tone: s.micNotice.kind === 'switched' ? 'info' : 'danger', text: micText(s.micNotice) });
  if (s.audioSuspended) out.push({ id: 'audio', tone: 'warn', text: NOTICE_TEXT.audioPaused, action: 'resume-audio' });
  return out;
}

function micText(n: NonNullable<CallState['micNotice']>): string {
  if (n.kind === 'none') return NOTICE_TEXT.micNone;
  if (n.kind === 'switched') return `Microphone disconnected — switched to ${n.label || 'another microphone'}.`;
  return NOTICE_TEXT.micLost;
}

/** What the page says when a call has ended, by reason. */
export function endMessage(reason: PageEndReason): string {
  if (reason === 'connection-lost') return NOTICE_TEXT.connectionLost;
  if (reason === 'mic-lost') return NOTICE_TEXT.micLostEnded;
  return NOTICE_TEXT.ended;
}

const STATUS_TEXT = {
  idle: '',
  connecting: 'Connecting to the assistant…',
  active: 'Call connected. The assistant can hear you.',
  reconnecting: 'Reconnecting…',
} as const;

/** The single polite announcement for this state: it changes (and so is read) once per state change. */
export function announcementFor(s: NoticeInput & Pick<CallState, 'endReason' | 'silentHint'>): string {
  if (s.status === 'ended') return endMessage(s.endReason);
  const parts = noticesFor(s).map((n) => (n.action === 'resume-audio' ? `${n.text} ${NOTICE_TEXT.resumeAudio}.` : n.text));
  if (s.status === 'active' && s.silentHint) parts.push(NOTICE_TEXT.silent);
  // With nothing wrong, the plain state: 'Call connected…' also says the link is back after a notice.
  return parts.length > 0 ? parts.join(' ') : STATUS_TEXT[s.status];
}

/** The visualizer's scene for this state. */
export function sceneFor(s: Pick<CallState, 'status' | 'assistantSpeaking' | 'thinking'>): VisualizerScene {
  if (s.status === 'connecting' || s.status === 'reconnecting') return s.status;
  if (s.status !== 'active') return 'idle';
  if (s.assistantSpeaking) return 'speaking';
  return s.thinking ? 'thinking' : 'listening';
}
