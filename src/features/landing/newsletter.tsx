import { useId } from 'react';
import { useNewsletter } from './use-newsletter.ts';
import './newsletter.css';

/** Newsletter signup: one required email field; the button reads 'Subscribing...' while sending. */
export function Newsletter() {
  const n = useNewsletter();
  const inputId = useId();
  return (
    <section id="newsletter" className="section" aria-labelledby="newsletter-title">
      <div className="container">
        <div className="newsletter">
          <div className="newsletter-copy">
            <h2 id="newsletter-title" className="newsletter-title">
              Hiring insights, once a month
            </h2>
            <p className="newsletter-text">
              Practical ideas on automating recruitment, straight to your inbox. No spam, unsubscribe any time.
            </p>
          </div>
          <form className="newsletter-form" onSubmit={n.onSubmit} noValidate>
            <label className="visually-hidden" htmlFor={inputId}>
              Email address
            </label>
            <input
              id={inputId}
              className="newsletter-input"
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@company.com"
              value={n.email}
              onChange={(e) => n.setEmail(e.target.value)}
            />
            <button type="submit" className="btn btn-primary newsletter-submit" disabled={n.sending}>
              {n.sending ? 'Subscribing...' : 'Subscribe'}
            </button>
          </form>
        </div>
      </div>
    </section>
  );
}
