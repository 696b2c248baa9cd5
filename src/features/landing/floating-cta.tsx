import { Link } from 'react-router-dom';
import { Icon } from './icon.tsx';

/** The fixed floating 'Talk to our Voice AI' button to /voice-call. */
export function FloatingCta() {
  return (
    <aside aria-label="Voice assistant">
      <Link to="/voice-call" className="floating-cta">
        <span className="floating-cta-pulse" aria-hidden="true">
          <Icon name="mic" size={20} />
        </span>
        Talk to our Voice AI
      </Link>
    </aside>
  );
}
