import { COMPANIES, STATS } from './landing-content.ts';
import './companies.css';

/** Companies: three stats (tabular numbers) and six customer wordmarks (a monogram tile and a lettering each). */
export function Companies() {
  return (
    <section id="companies" className="section" aria-labelledby="companies-title">
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Trusted by hiring teams</p>
          <h2 id="companies-title" className="section-title">
            Recruiters get their week back
          </h2>
        </header>
        <dl className="stats">
          {STATS.map((s) => (
            <div key={s.value} className="stat">
              <dt className="stat-label">{s.label}</dt>
              <dd className="stat-value">{s.value}</dd>
            </div>
          ))}
        </dl>
        <p className="logo-wall-label">Teams hiring with Vaiu</p>
        <ul className="logo-wall" role="list">
          {COMPANIES.map((name) => (
            <li key={name} className="logo-wall-item">
              <span className="logo-mark" aria-hidden="true">
                {name[0]}
              </span>
              <span className="logo-name">{name}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
