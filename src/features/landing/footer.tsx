import { config } from '../../lib/config.ts';
import { Icon } from './icon.tsx';
import { Logo } from './logo.tsx';
import { NAV_LINKS } from './nav-links.ts';
import './footer.css';

/** Footer: brand, section links, contact details and location from config. */
export function Footer({ onContact }: { onContact: () => void }) {
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo />
          <p>AI voice agents that call, schedule and follow up with every candidate — so your recruiters can focus on people.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="footer-heading">Product</h2>
          <ul className="footer-list" role="list">
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href}>{l.label}</a>
              </li>
            ))}
            <li>
              <button type="button" className="footer-link-button" onClick={onContact}>
                Contact us
              </button>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Get in touch</h2>
          <address className="footer-list footer-contact">
            <a href={`mailto:${config.contactEmail}`}>
              <Icon name="mail" size={18} /> {config.contactEmail}
            </a>
            <a href={`tel:${config.contactPhone.replace(/\s+/g, '')}`}>
              <Icon name="phone" size={18} /> {config.contactPhone}
            </a>
            <span>
              <Icon name="pin" size={18} /> {config.location}
            </span>
          </address>
        </div>
      </div>
      <div className="container footer-bottom">
        {/* Rendered at build time: a new year may differ from the prerendered HTML until the next build. */}
        <p suppressHydrationWarning>© {new Date().getFullYear()} Vaiu. All rights reserved.</p>
      </div>
    </footer>
  );
}
