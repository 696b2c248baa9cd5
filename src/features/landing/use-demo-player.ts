import { useEffect, useReducer, useRef } from 'react';
import { logger } from '../../lib/logger.ts';
import { demoReducer, initialDemoState, type DemoId } from './demo-reducer.ts';

/** URL of a demo recording. */
export const demoSrc = (id: DemoId) => `/media/${id}.mp3`;

/**
 * Drives one <audio> per demo from the pure reducer: only the `playing` one plays; a pause keeps its position,
 * switching away rewinds the previous one. Audio elements are created on first play (nothing loads on '/').
 */
export function useDemoPlayer() {
  const [state, dispatch] = useReducer(demoReducer, initialDemoState);
  const audios = useRef(new Map<DemoId, HTMLAudioElement>());
  const lastPlayed = useRef<DemoId | null>(null);

  function createAudio(id: DemoId): HTMLAudioElement {
    const audio = new Audio(demoSrc(id));
    audio.preload = 'auto';
    audio.addEventListener('ended', () => dispatch({ type: 'ended', id }));
    audio.addEventListener('error', () => {
      logger.warn('demo recording failed to load', id);
      audio.pause(); // an errored element still reports paused=false
      audios.current.delete(id); // a later click retries with a fresh element
      dispatch({ type: 'failed', id });
    });
    audios.current.set(id, audio);
    return audio;
  }

  useEffect(() => {
    const prev = lastPlayed.current;
    const next = state.playing;
    if (prev && prev !== next) {
      const a = audios.current.get(prev);
      a?.pause();
      if (a && next) a.currentTime = 0;
    }
    lastPlayed.current = next ?? prev;
    if (!next) return;
    const audio = audios.current.get(next) ?? createAudio(next);
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return; // paused before it started
      logger.warn('demo recording failed to play', next, error);
      audio.pause();
      dispatch({ type: 'failed', id: next });
    });
  }, [state.playing]);

  useEffect(() => {
    const map = audios.current;
    return () => {
      for (const a of map.values()) a.pause();
    };
  }, []);

  return { playing: state.playing, toggle: (id: DemoId) => dispatch({ type: 'toggle', id }) };
}
