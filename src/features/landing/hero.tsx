import { HeroVideo } from './hero-video.tsx';
import { scrollToSection } from './scroll-utils.ts';
import { Sky } from './sky.tsx';
import './hero.css';

/** Hero: headline, the two scroll buttons and the click-to-play video, over the night sky. */
export function Hero() {
  return (
    <section id="top" className="hero" aria-labelledby="hero-title" tabIndex={-1}>
      <Sky />
      <div className="hero-inner">
        <div className="hero-copy">
          <p className="eyebrow hero-eyebrow">AI voice agents for recruitment teams</p>
          <h1 id="hero-title" className="hero-title">
            <span>Every candidate called.</span> <span className="hero-title-accent">Every interview booked.</span>
          </h1>
          <p className="hero-lede">
            Vaiu’s voice agents screen applicants, schedule interviews across timezones, share results and keep your ATS up to date — in
            your candidates’ own language.
          </p>
          <div className="hero-actions">
            <button type="button" className="btn btn-primary btn-lg" onClick={() => scrollToSection('demo')}>
              Watch Demo
            </button>
            <button type="button" className="btn btn-secondary btn-lg" onClick={() => scrollToSection('pricing')}>
              View Pricing
            </button>
          </div>
        </div>
        <HeroVideo />
      </div>
    </section>
  );
}
