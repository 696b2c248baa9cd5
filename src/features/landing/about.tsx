import { BOTTLENECKS, FEATURES } from './landing-content.ts';
import { Icon } from './icon.tsx';
import './about.css';

/** About: six feature cards and the 'Recruitment Bottlenecks We Solve' list. */
export function About() {
  return (
    <section id="features" className="section" aria-labelledby="features-title" tabIndex={-1}>
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">What Vaiu does</p>
          <h2 id="features-title" className="section-title">
            A recruiting assistant that never misses a call
          </h2>
          <p className="section-lede">
            From the first screen to the final result, Vaiu handles the conversations your team never has time for.
          </p>
        </header>
        <ul className="card-grid feature-grid" role="list">
          {FEATURES.map((f) => (
            <li key={f.title} className="card feature-card">
              <span className="feature-icon">
                <Icon name={f.icon} />
              </span>
              <h3 className="card-title">{f.title}</h3>
              <p className="card-text">{f.text}</p>
            </li>
          ))}
        </ul>
        <div className="bottlenecks card">
          <h3 className="bottlenecks-title">Recruitment Bottlenecks We Solve</h3>
          <ul className="bottleneck-list" role="list">
            {BOTTLENECKS.map((item) => (
              <li key={item}>
                <Icon name="check" size={20} className="bottleneck-check" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
