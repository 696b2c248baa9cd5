import { config } from '../../lib/config.ts';
import { Icon } from './icon.tsx';
import { PLANS } from './pricing-plans.ts';
import './pricing.css';

/** Pricing: the three plans of docs/product.md §9; every button reads 'Talk to us' and opens the scheduling page. */
export function Pricing() {
  return (
    <section id="pricing" className="section" aria-labelledby="pricing-title" tabIndex={-1}>
      <div className="container">
        <header className="section-header">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title" className="section-title">
            Simple plans that grow with your hiring
          </h2>
          <p className="section-lede">Start small, scale when you need to. Every plan includes onboarding with our team.</p>
        </header>
        <ul className="plan-grid" role="list">
          {PLANS.map((plan) => (
            <li key={plan.name} className={plan.popular ? 'card plan is-popular' : 'card plan'}>
              {plan.popular ? <p className="plan-badge">Most Popular</p> : null}
              <h3 id={`plan-${plan.name}`} className="plan-name">
                {plan.name}
              </h3>
              <p className="plan-blurb">{plan.blurb}</p>
              <p className="plan-price">
                <span className="plan-amount">{plan.price}</span>
                {plan.period ? <span className="plan-period">{plan.period}</span> : null}
              </p>
              <ul className="plan-features" role="list">
                {plan.features.map((f) => (
                  <li key={f}>
                    <Icon name="check" size={18} className="plan-check" />
                    {f}
                  </li>
                ))}
              </ul>
              <a
                className={plan.popular ? 'btn btn-primary btn-block' : 'btn btn-secondary btn-block'}
                href={config.schedulingUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={`plan-${plan.name}`}
              >
                Talk to us
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
