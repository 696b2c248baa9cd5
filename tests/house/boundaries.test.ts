// Each import boundary of the house (docs/architecture.md) is a lint rule; this proves every rule fires on a
// violation and stays quiet on the allowed import, by linting small sources placed at real paths.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  test.each([
    ['server → engine', 'server/agent/x.ts', "import { VoiceCall } from '../../src/engine/call/voice-call.ts';"],
    ['server → lib', 'server/x.ts', "import { logger } from '../src/lib/logger.ts';"],
    ['server → harness', 'server/x.ts', "import { audioStore } from '../harness/audio-store.ts';"],
    ['protocol → engine', 'src/protocol/x.ts', "import { VoiceCall } from '../engine/call/voice-call.ts';"],
    ['protocol → node', 'src/protocol/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['engine → React', 'src/engine/call/x.ts', "import { useState } from 'react';"],
    ['engine → stores', 'src/engine/audio/x.ts', "import { callStore } from '../../stores/call-store.ts';"],
    ['engine → zustand', 'src/engine/x.ts', "import { createStore } from 'zustand/vanilla';"],
    ['engine → testing', 'src/engine/call/x.ts', "import { FakeTransport } from '../../testing/call-fakes.ts';"],
    ['features → testing', 'src/features/voice-call/x.ts', "import { ManualClock } from '../../testing/call-fakes.ts';"],
    ['app → harness', 'src/app/x.tsx', "import { audioStore } from '../../harness/audio-store.ts';"],
    ['lib → testing', 'src/lib/x.ts', "import { ManualClock } from '../testing/call-fakes.ts';"],
    ['dsp → call engine', 'src/engine/dsp/x.ts', "import { VoiceCall } from '../call/voice-call.ts';"],
    ['worker → call engine', 'workers/x.ts', "import { VoiceCall } from '../src/engine/call/voice-call.ts';"],
  ])('refuses %s', async (_name, file, source) => {
    expect(await restricted(file, source)).toHaveLength(1);
  });

  test.each([
    ['server → protocol', 'server/agent/x.ts', "import { LISTENING } from '../../src/protocol/messages.ts';"],
    ['engine → protocol', 'src/engine/call/x.ts', "import { LISTENING } from '../../protocol/messages.ts';"],
    ['worker → protocol', 'workers/x.ts', "import type { VadRequest } from '../src/protocol/vad-messages.ts';"],
    ['protocol → protocol', 'src/protocol/x.ts', "import { LISTENING } from './messages.ts';"],
    ['a unit test → testing', 'src/engine/call/x.test.ts', "import { ManualClock } from '../../testing/call-fakes.ts';"],
    ['features → engine', 'src/features/voice-call/x.ts', "import { createVoiceCall } from '../../engine/index.ts';"],
  ])('allows %s', async (_name, file, source) => {
    expect(await restricted(file, source)).toEqual([]);
  });
});
