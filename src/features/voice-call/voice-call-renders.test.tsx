// @vitest-environment jsdom
// What a state change re-renders on the call page (docs/architecture.md §2): every render of a component that reads the
// call store goes through useCallState, so the store keys read during an update name the components that rendered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Caption, CallState } from '../../stores/call-store.ts';

const reads: string[] = [];
vi.mock('../../stores/call-store.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../stores/call-store.ts')>();
  return {
    ...real,
    useCallState: <T,>(selector: (s: CallState) => T): T => {
      const probe = new Proxy(real.callStore.getState(), { get: (s, key: string) => (reads.push(key), s[key as keyof CallState]) });
      selector(probe);
      return real.useCallState(selector);
    },
  };
});
vi.mock('./voice-call-controller.ts', async () => {
  const { patchCall } = await import('../../stores/call-store.ts');
  return {
    VoiceCallController: class {
      call = { listDevices: async () => ({ microphones: [], speakers: [], canChooseSpeaker: false }) };
      setMuted = (muted: boolean) => patchCall({ muted, silentHint: false });
      revive = () => undefined;
      dispose = async () => undefined;
      setColors = () => undefined;
      attachCanvas = () => undefined;
    },
  };
});

const { default: VoiceCallPage } = await import('./voice-call-page.tsx');
const { patchCall, resetCall, addCaption } = await import('../../stores/call-store.ts');

afterEach(() => {
  act(() => resetCall());
  cleanup();
});

/** The store keys read by the renders `update` causes. */
function readBy(update: () => void): Set<string> {
  reads.length = 0;
  act(update);
  return new Set(reads);
}

/** A caption whose fields count how often a render reads them. */
function counted(role: Caption['role'], text: string): Caption & { renders: () => number } {
  let n = 0;
  return {
    get role() {
      return role;
    },
    get text() {
      n++;
      return text;
    },
    renders: () => n,
  };
}

async function livePage() {
  render(
    <MemoryRouter>
      <VoiceCallPage />
    </MemoryRouter>,
  );
  act(() => patchCall({ status: 'active' }));
  // The controls come in a render of their own after the state change's.
  return screen.findByRole('button', { name: 'Mute' });
}

describe('call page renders', () => {
  it('a mute tap renders only the mute button: nothing else reads the store', async () => {
    const mute = await livePage();
    act(() => addCaption({ role: 'assistant', text: 'Hello' }));
    const keys = readBy(() => fireEvent.click(mute));
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect([...keys]).toEqual(['muted']);
    expect([...readBy(() => fireEvent.click(mute))]).toEqual(['muted']);
    expect(mute.getAttribute('aria-pressed')).toBe('false');
  });

  it('a caption renders only its own line: the lines before it, the stage and the controls do not render again', async () => {
    await livePage();
    const first = counted('assistant', 'Hi, I am the assistant.');
    act(() => addCaption(first));
    const rendered = first.renders();
    expect(rendered).toBeGreaterThan(0);
    const second = counted('user', 'Hello.');
    const keys = readBy(() => addCaption(second));
    expect(screen.getByRole('log', { name: 'Live captions' }).textContent).toContain('Hello.');
    expect(second.renders()).toBeGreaterThan(0);
    expect(first.renders()).toBe(rendered);
    // Only the caption list read the store: status, captions and the visitor's partial line.
    expect([...keys].sort()).toEqual(['captions', 'partialCaption', 'status']);
  });

  it("the visitor's partial words show as one provisional line, hidden from the live region, replaced by the final", async () => {
    await livePage();
    const first = counted('assistant', 'How many years of experience do you have?');
    act(() => addCaption(first));
    const rendered = first.renders();
    const keys = readBy(() => patchCall({ partialCaption: 'i have five' }));
    readBy(() => patchCall({ partialCaption: 'i have five years' }));
    const partial = document.querySelectorAll('.vc-caption-partial');
    expect(partial).toHaveLength(1);
    expect(partial[0].textContent).toBe('You i have five years');
    expect(partial[0].getAttribute('aria-hidden')).toBe('true');
    expect(first.renders()).toBe(rendered);
    expect([...keys].sort()).toEqual(['captions', 'partialCaption', 'status']);
    act(() => addCaption({ role: 'user', text: 'i have five years of experience' }));
    expect(document.querySelectorAll('.vc-caption-partial')).toHaveLength(0);
    expect(screen.getByRole('log', { name: 'Live captions' }).textContent).toContain('You i have five years of experience');
  });

  it('the speaking indicator changing does not render the captions or the controls', async () => {
    await livePage();
    const line = counted('assistant', 'Hello');
    act(() => addCaption(line));
    const rendered = line.renders();
    const keys = readBy(() => patchCall({ assistantSpeaking: true }));
    expect(screen.getByText('AI is speaking...')).toBeTruthy();
    expect(line.renders()).toBe(rendered);
    expect(keys.has('muted') || keys.has('volume') || keys.has('captions')).toBe(false);
  });
});
