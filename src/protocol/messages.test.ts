import { describe, expect, test } from 'vitest';
import { LISTENING, parseAgentFrame, parseClientFrame } from './messages.ts';

describe('messages', () => {
  test.each([
    ['the raw listening text', LISTENING, LISTENING],
    [
      'a transcript',
      '{"type":"transcript","role":"assistant","transcriptType":"final","transcript":"Hi"}',
      { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi' },
    ],
    [
      'an ended status',
      '{"type":"status-update","status":"ended","endedReason":"assistant-ended-call"}',
      { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
    ],
    ['a barge-in', '{"type":"user-interrupted"}', { type: 'user-interrupted' }],
    ['an unknown type', '{"type":"say","message":"x"}', null],
    ['a JSON array', '[{"type":"transcript"}]', null],
    ['no type', '{"status":"ended"}', null],
    ['malformed JSON', '{"type":', null],
  ])('parseAgentFrame reads %s', (_name, text, expected) => {
    expect(parseAgentFrame(text)).toEqual(expected);
  });

  test.each([
    ['a say', '{"type":"say","message":"Hello","endCallAfterSpoken":true}', { type: 'say', message: 'Hello', endCallAfterSpoken: true }],
    ['a control', '{"type":"control","control":"mute-assistant"}', { type: 'control', control: 'mute-assistant' }],
    ['an end-call', '{"type":"end-call"}', { type: 'end-call' }],
    ['a say without its message', '{"type":"say"}', null],
    ['a control without its control', '{"type":"control"}', null],
    ['an agent message', '{"type":"transcript","role":"user","transcriptType":"final","transcript":"x"}', null],
    ['the raw listening text', LISTENING, null],
    ['null', 'null', null],
  ])('parseClientFrame reads %s', (_name, text, expected) => {
    expect(parseClientFrame(text)).toEqual(expected);
  });
});
