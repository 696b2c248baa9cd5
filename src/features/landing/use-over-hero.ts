import { useEffect, useState } from 'react';

/** Phones: the hero fills the screen, so a floating button would sit on its video. */
const PHONE = '(max-width: 720px)';

/** True while the hero section (#top) is on screen on a phone-width viewport (the floating button then steps aside). */
export function useOverHero(): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    const hero = document.getElementById('top');
    if (!hero || typeof IntersectionObserver === 'undefined' || typeof matchMedia !== 'function') return;
    const phone = matchMedia(PHONE);
    let visible = false;
    const apply = () => setOver(phone.matches && visible);
    // Any part of the hero's lower half in view counts: the button sits at the bottom of the screen.
    const io = new IntersectionObserver(
      ([e]) => {
        visible = e.isIntersecting;
        apply();
      },
      { rootMargin: '0px 0px -35% 0px' },
    );
    io.observe(hero);
    phone.addEventListener('change', apply);
    return () => {
      io.disconnect();
      phone.removeEventListener('change', apply);
    };
  }, []);
  return over;
}
