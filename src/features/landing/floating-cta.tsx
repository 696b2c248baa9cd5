import { followAppLink } from '../../lib/app-navigation.ts';
import { Icon } from './icon.tsx';
import { useOverHero } from './use-over-hero.ts';

/**
 * The fixed floating 'Talk to our Voice AI' button to /voice-call (a plain link: no router on the landing). On a phone
 * it stays off the hero (hidden, and out of the tab order) until the visitor scrolls past it.
 */
export function FloatingCta() {
  const away = useOverHero();
  return (
    <aside aria-label="Voice assistant">
      <a
        href="/voice-call"
        className={away ? 'floating-cta floating-cta-away' : 'floating-cta'}
        onClick={(e) => followAppLink(e, '/voice-call')}
      >
        <span className="floating-cta-pulse" aria-hidden="true">
          <Icon name="mic" size={20} />
        </span>
        Talk to our Voice AI
      </a>
    </aside>
  );
}
