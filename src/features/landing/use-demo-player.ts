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
    let audio = audios.current.get(next);
    if (!audio) {
      audio = new Audio(demoSrc(next));
      audio.preload = 'auto';
      audio.addEventListener('ended', () => dispatch({ type: 'ended', id: next }));
      audio.addEventListener('error', () => {
        logger.warn('demo recording failed to load', next);
        dispatch({ type: 'failed', id: next });
      });
      audios.current.set(next, audio);
    }
    audio.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return; // paused before it started
      logger.warn('demo recording failed to play', next, error);
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
