import { describe, expect, it } from 'vitest';
import { announcementFor, endMessage, NOTICE_TEXT, noticesFor, sceneFor } from './call-notices-utils.ts';
import type { CallState } from '../../stores/call-store.ts';

const base = { status: 'active', network: 'good', micNotice: null, audioSuspended: false, endReason: null, silentHint: false } as const;
type S = Pick<CallState, 'status' | 'network' | 'micNotice' | 'audioSuspended' | 'endReason' | 'silentHint'>;
const at = (patch: Partial<S>): S => ({ ...base, ...patch });

describe('call-notices-utils', () => {
  it.each([
    ['a quiet active call', at({}), []],
    ['reconnecting', at({ status: 'reconnecting' }), ['reconnecting']],
    ['reconnecting while offline', at({ status: 'reconnecting', network: 'offline' }), ['reconnecting', 'offline']],
    ['offline', at({ network: 'offline' }), ['offline']],
    ['poor network', at({ network: 'poor' }), ['poor']],
    ['mic lost and audio paused', at({ micNotice: { kind: 'lost' }, audioSuspended: true }), ['mic', 'audio']],
    ['offline but idle', at({ status: 'idle', network: 'offline' }), []],
    ['offline after the call', at({ status: 'ended', network: 'offline' }), []],
  ] as const)('shows %s as %j', (_label, state, ids) => {
    expect(noticesFor(state).map((n) => n.id)).toEqual(ids);
  });

  it.each([
    [{ kind: 'lost' }, 'Microphone disconnected.'],
    [{ kind: 'switched', label: 'USB Headset' }, 'Microphone disconnected — switched to USB Headset.'],
    [{ kind: 'switched' }, 'Microphone disconnected — switched to another microphone.'],
    [{ kind: 'none' }, NOTICE_TEXT.micNone],
  ] as const)('names the microphone for %j', (micNotice, text) => {
    expect(noticesFor(at({ micNotice })).find((n) => n.id === 'mic')?.text).toBe(text);
  });

  it('offers the resume-audio action only on the audio notice', () => {
    expect(noticesFor(at({ audioSuspended: true, network: 'poor' })).map((n) => n.action)).toEqual([undefined, 'resume-audio']);
  });

  it.each([
    ['connection-lost', NOTICE_TEXT.connectionLost],
    ['mic-lost', NOTICE_TEXT.micLostEnded],
    ['other', 'Call ended.'],
    [null, 'Call ended.'],
  ] as const)('words the ending %s', (reason, text) => {
    expect(endMessage(reason)).toBe(text);
  });

  it('never words a lost connection as a failed start', () => {
    expect(endMessage('connection-lost')).not.toMatch(/Connection failed/);
  });

  it.each([
    [at({ status: 'idle' }), ''],
    [at({ status: 'connecting' }), 'Connecting to the assistant…'],
    [at({}), 'Call connected. The assistant can hear you.'],
    [at({ status: 'reconnecting' }), 'Reconnecting…'],
    [at({ network: 'offline' }), NOTICE_TEXT.offline],
    [at({ audioSuspended: true }), `${NOTICE_TEXT.audioPaused} Tap to resume audio.`],
    [at({ silentHint: true }), NOTICE_TEXT.silent],
    [at({ status: 'ended', endReason: 'connection-lost' }), NOTICE_TEXT.connectionLost],
    [at({ status: 'ended', endReason: 'other', network: 'offline' }), 'Call ended.'],
  ])('announces %j as %j', (state, text) => {
    expect(announcementFor(state)).toBe(text);
  });

  it.each([
    ['idle', false, false, 'idle'],
    ['connecting', false, false, 'connecting'],
    ['reconnecting', true, false, 'reconnecting'],
    ['active', true, true, 'speaking'],
    ['active', false, true, 'thinking'],
    ['active', false, false, 'listening'],
    ['ended', true, false, 'idle'],
  ] as const)('draws %s (speaking %s, thinking %s) as the %s scene', (status, assistantSpeaking, thinking, scene) => {
    expect(sceneFor({ status, assistantSpeaking, thinking })).toBe(scene);
  });
});
