import { TESTIMONIALS } from './landing-content.ts';
import { Icon } from './icon.tsx';
import './testimonials.css';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

/** Three customer testimonials. */
export function Testimonials() {
  return (
    <section id="testimonials" className="section section-alt" aria-labelledby="testimonials-title" tabIndex={-1}>
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Customers</p>
          <h2 id="testimonials-title" className="section-title">
            What recruiting teams say
          </h2>
        </header>
        <ul className="card-grid" role="list">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="card testimonial">
                <Icon name="quote" size={40} className="testimonial-mark" />
                <blockquote className="testimonial-quote">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="testimonial-person">
                  <span className="testimonial-avatar" aria-hidden="true">
                    {initials(t.name)}
                  </span>
                  <span>
                    <span className="testimonial-name">{t.name}</span>
                    <span className="testimonial-role">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
