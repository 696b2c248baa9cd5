import { useState, type CSSProperties } from 'react';
import { makeSky, type Dot } from './sky-utils.ts';
import './sky.css';

function dotStyle(d: Dot): CSSProperties {
  return {
    left: `${d.left}%`,
    top: `${d.top}%`,
    width: `${d.size}px`,
    height: `${d.size}px`,
    animationDelay: `${d.delay}s`,
    animationDuration: `${d.duration}s`,
  };
}

/** Decorative night sky: dots generated once on load, animated by CSS only (static under reduced motion). */
export function Sky() {
  const [sky] = useState(() => makeSky());
  return (
    <div className="sky" aria-hidden="true" data-testid="sky">
      {sky.stars.map((d, i) => (
        <span key={`s${i}`} className="star" style={dotStyle(d)} />
      ))}
      {sky.particles.map((d, i) => (
        <span key={`p${i}`} className="particle" style={dotStyle(d)} />
      ))}
    </div>
  );
}
