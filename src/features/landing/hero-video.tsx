import type { KeyboardEvent } from 'react';
import { Icon } from './icon.tsx';
import { useHeroVideo } from './use-hero-video.ts';

const POSTER = '/media/hero-poster.webp';

/** The 300-px hero video: a poster button until clicked, then the playing video (click toggles play/pause). */
export function HeroVideo() {
  const v = useHeroVideo();
  if (!v.started) {
    return (
      <button type="button" className="hero-video hero-video-placeholder" onClick={v.start} aria-label="Play the Vaiu product video">
        <img src={POSTER} alt="" width="960" height="540" fetchPriority="high" decoding="async" />
        <span className="hero-video-play" aria-hidden="true">
          <Icon name="play" size={28} />
        </span>
        <span className="hero-video-caption">Watch Vaiu in action · 0:10</span>
      </button>
    );
  }
  const onKeyDown = (event: KeyboardEvent<HTMLVideoElement>) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      v.togglePlay();
    }
  };
  return (
    <div className="hero-video">
      <video
        ref={v.videoRef}
        className="hero-video-element"
        src="/media/hero.mp4"
        poster={POSTER}
        autoPlay
        muted
        playsInline
        preload="auto"
        tabIndex={0}
        aria-label={v.paused ? 'Vaiu product video, paused. Press to play.' : 'Vaiu product video, playing. Press to pause.'}
        onClick={v.togglePlay}
        onKeyDown={onKeyDown}
        onPlaying={v.onPlaying}
        onPause={v.onPause}
        onEnded={v.onPause}
      >
        <track kind="captions" src="/media/hero.vtt" srcLang="en" label="English" default />
      </video>
    </div>
  );
}
