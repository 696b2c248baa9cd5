import { useRef } from 'react';
import { config } from '../../lib/config.ts';
import { Icon } from './icon.tsx';
import { Logo } from './logo.tsx';
import { NAV_LINKS } from './nav-links.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { useMobileMenu } from './use-mobile-menu.ts';
import './navbar.css';

/** Sticky top bar: logo, section anchors, Contact, theme toggle, 'Book a call', and the mobile menu. */
export function Navbar({ onContact }: { onContact: () => void }) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menu = useMobileMenu(toggleRef);
  return (
    <header className="navbar">
      <nav className="navbar-inner" aria-label="Main">
        <a className="navbar-brand" href="#top" onClick={menu.close}>
          <Logo />
        </a>
        <div id="site-menu" className={menu.open ? 'navbar-menu is-open' : 'navbar-menu'}>
          <ul className="navbar-links">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={menu.close}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <button
                type="button"
                className="navbar-link-button"
                onClick={() => {
                  menu.close();
                  onContact();
                }}
              >
                Contact
              </button>
            </li>
          </ul>
          <a
            className="btn btn-primary btn-sm navbar-book"
            href={config.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={menu.close}
          >
            Book a call
          </a>
        </div>
        <div className="navbar-tools">
          <ThemeToggle />
          <button
            ref={toggleRef}
            type="button"
            className="icon-button navbar-toggle"
            aria-expanded={menu.open}
            aria-controls="site-menu"
            aria-label={menu.open ? 'Close menu' : 'Open menu'}
            onClick={menu.toggle}
          >
            <Icon name={menu.open ? 'close' : 'menu'} size={22} />
          </button>
        </div>
      </nav>
    </header>
  );
}
