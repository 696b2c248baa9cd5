// Page-side follow-ups of a call: the 'thinking' turn and the visualizer scene.
import type { VoiceCall } from '../../engine/call/voice-call.ts';
import type { VisualizerScene } from '../../protocol/visualizer-messages.ts';
import { callStore, patchCall } from '../../stores/call-store.ts';
import { sceneFor } from './call-notices-utils.ts';

/** Longest 'Thinking…' without the agent's audio: past it the page goes back to 'Listening...'. */
export const THINKING_MAX_MS = 6_000;

/** 'Thinking…' from the end of the visitor's turn to the agent's first audio; returns the unsubscribe (clears its timer). */
export function trackThinking(call: Pick<VoiceCall, 'on'>): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const set = (thinking: boolean) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (thinking) timer = setTimeout(() => set(false), THINKING_MAX_MS);
    if (callStore.getState().thinking !== thinking) patchCall({ thinking });
  };
  const unsubs = [
    call.on('visitor-speech-end', () => set(callStore.getState().status === 'active' && !callStore.getState().assistantSpeaking)),
    call.on('visitor-speech-start', () => set(false)),
    call.on('speech-start', () => set(false)),
    call.on('call-end', () => set(false)),
  ];
  return () => {
    for (const u of unsubs) u();
    set(false);
    if (timer) clearTimeout(timer);
  };
}

/** Keeps the visualizer's scene in step with the call state; `apply` reaches the engine when there is one. */
export function followScene(apply: (scene: VisualizerScene) => void): () => void {
  let last: VisualizerScene | null = null;
  const update = () => {
    const scene = sceneFor(callStore.getState());
    if (scene === last) return;
    last = scene;
    apply(scene);
  };
  update();
  return callStore.subscribe(update);
}
