import { useEffect, useState, type CSSProperties } from 'react';
import { makeSky, type Dot } from './sky-utils.ts';
import './sky.css';

function dotStyle(d: Dot): CSSProperties {
  return { left: `${d.left}%`, top: `${d.top}%`, width: `${d.size}px`, height: `${d.size}px`, opacity: d.opacity };
}

/**
 * Decorative night sky: 100 stars and 50 particles generated once on load. CSS animates a handful of layers
 * (not each dot), so the sky costs the main thread nothing per frame; static under reduced motion.
 */
export function Sky() {
  // Generated after the first paint: the page's content renders first, the decoration right after.
  const [sky, setSky] = useState<ReturnType<typeof makeSky> | null>(null);
  useEffect(() => setSky((current) => current ?? makeSky()), []);
  if (!sky) return <div className="sky" aria-hidden="true" data-testid="sky" />;
  return (
    <div className="sky" aria-hidden="true" data-testid="sky">
      {sky.stars.map((layer, l) => (
        <div key={`s${l}`} className={`sky-layer star-layer star-layer-${l + 1}`}>
          {layer.map((d, i) => (
            <span key={i} className="star" style={dotStyle(d)} />
          ))}
        </div>
      ))}
      {sky.particles.map((layer, l) => (
        <div key={`p${l}`} className={`sky-layer particle-layer particle-layer-${l + 1}`}>
          {layer.map((d, i) => (
            <span key={i} className="particle" style={dotStyle(d)} />
          ))}
        </div>
      ))}
    </div>
  );
}
