import { useCallback, useEffect, useRef, useState } from 'react';
import { logger } from '../../lib/logger.ts';

/**
 * Click-to-play hero video (docs/product.md §4): the poster placeholder becomes a <video> on click; it starts muted with
 * autoplay and is unmuted once playing (and also when play fails); a click on the video toggles play/pause.
 */
export function useHeroVideo() {
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(true);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!started || !video) return;
    video.focus();
    video.play().catch((error: unknown) => {
      logger.warn('hero video play failed', error);
      video.muted = false;
    });
  }, [started]);

  const start = useCallback(() => setStarted(true), []);
  const onPlaying = useCallback(() => {
    if (videoRef.current) videoRef.current.muted = false;
    setPaused(false);
  }, []);
  const onPause = useCallback(() => setPaused(true), []);
  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch((error: unknown) => logger.warn('hero video play failed', error));
    else video.pause();
  }, []);

  return { started, paused, videoRef, start, onPlaying, onPause, togglePlay };
}
