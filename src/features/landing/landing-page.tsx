import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useDocumentMeta } from '../../app/use-document-meta.ts';
import '../../components/ui/button.css';
import { About } from './about.tsx';
import { Companies } from './companies.tsx';
import { Demo } from './demo.tsx';
import { FloatingCta } from './floating-cta.tsx';
import { Footer } from './footer.tsx';
import { Hero } from './hero.tsx';
import { Navbar } from './navbar.tsx';
import { Newsletter } from './newsletter.tsx';
import { Pricing } from './pricing.tsx';
import { renderAllSections } from './scroll-utils.ts';
import { Testimonials } from './testimonials.tsx';
import './landing.css';

// The contact form (modal, fields, email hook) loads on first open: it is not part of the first paint.
const ContactModal = lazy(() => import('./contact-modal.tsx').then((m) => ({ default: m.ContactModal })));

/** The landing page (/): every section of docs/product.md §2, the Contact modal and the floating call button. */
export function LandingPage() {
  useDocumentMeta(
    'Vaiu — AI voice agents for recruitment teams',
    'Vaiu’s AI voice agents call candidates, schedule interviews across timezones, notify results and keep your ATS up to date — in several languages.',
  );
  const [contactOpen, setContactOpen] = useState(false);
  const [contactLoaded, setContactLoaded] = useState(false); // stays mounted once opened: typed text survives a close
  const openContact = useCallback(() => {
    setContactLoaded(true);
    setContactOpen(true);
  }, []);
  const closeContact = useCallback(() => setContactOpen(false), []);
  // An in-page link lays every section out before its smooth scroll starts (landing.css). The prerender's inline
  // script does this on a page loaded at '/'; this covers a landing reached inside the app (Back from /voice-call).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest('a[href^="#"]')) renderAllSections();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Navbar onContact={openContact} />
      <main id="main" tabIndex={-1}>
        <Hero />
        <About />
        <Demo />
        <Companies />
        <Testimonials />
        <Pricing />
        <Newsletter />
      </main>
      <Footer onContact={openContact} />
      <FloatingCta />
      {contactLoaded ? (
        <Suspense fallback={null}>
          <ContactModal open={contactOpen} onClose={closeContact} />
        </Suspense>
      ) : null}
    </>
  );
}
