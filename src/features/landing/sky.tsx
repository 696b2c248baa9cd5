import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { whenIdle } from '../../lib/idle.ts';
import { makeSky, type Dot } from './sky-utils.ts';
import './sky.css';

function dotStyle(d: Dot): CSSProperties {
  return { left: `${d.left}%`, top: `${d.top}%`, width: `${d.size}px`, height: `${d.size}px`, opacity: d.opacity };
}

/** Layers of the sky: 3 of stars, 2 of particles (sky-utils.ts). */
const LAYERS = 5;

/**
 * Decorative night sky: 100 stars and 50 particles generated once on load. CSS animates a handful of layers
 * (not each dot), so the sky costs the main thread nothing per frame; static under reduced motion.
 */
export function Sky() {
  // Generated after the first paint and added one layer per idle period: the page's content renders first, the
  // decoration after it in short tasks, none of them long enough to delay a tap (docs/architecture.md §5).
  const [sky, setSky] = useState<ReturnType<typeof makeSky> | null>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => setSky((current) => current ?? makeSky()), []);
  useEffect(() => (sky && shown < LAYERS ? whenIdle(() => setShown((n) => n + 1)) : undefined), [sky, shown]);
  const still = useOutOfView();
  const className = still.out ? 'sky sky-still' : 'sky';
  if (!sky) return <div ref={still.ref} className={className} aria-hidden="true" data-testid="sky" />;
  return (
    <div ref={still.ref} className={className} aria-hidden="true" data-testid="sky">
      {sky.stars.slice(0, shown).map((layer, l) => (
        <div key={`s${l}`} className={`sky-layer star-layer star-layer-${l + 1}`}>
          {layer.map((d, i) => (
            <span key={i} className="star" style={dotStyle(d)} />
          ))}
        </div>
      ))}
      {sky.particles.slice(0, Math.max(0, shown - sky.stars.length)).map((layer, l) => (
        <div key={`p${l}`} className={`sky-layer particle-layer particle-layer-${l + 1}`}>
          {layer.map((d, i) => (
            <span key={i} className="particle" style={dotStyle(d)} />
          ))}
        </div>
      ))}
    </div>
  );
}

/** Whether the element is out of the viewport (an IntersectionObserver): the sky stops animating where no one sees it. */
function useOutOfView() {
  const ref = useRef<HTMLDivElement>(null);
  const [out, setOut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([entry]) => setOut(!entry.isIntersecting));
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return { ref, out };
}
