/** A pricing plan (docs/product.md §9). */
export type Plan = { name: string; price: string; period: string; blurb: string; features: string[]; popular: boolean };

/** docs/product.md §9: the three plans, exactly. */
export const PLANS: Plan[] = [
  {
    name: 'Starter',
    price: '$99',
    period: '/month',
    blurb: 'For small teams automating their first screens.',
    features: ['Up to 100 candidate calls/month', 'Basic AI voice agent', 'Email support', 'Calendar integration', 'Basic ATS sync'],
    popular: false,
  },
  {
    name: 'Professional',
    price: '$299',
    period: '/month',
    blurb: 'For growing teams hiring across regions.',
    features: [
      'Up to 500 calls/month',
      'Advanced AI voice agent',
      'Priority support',
      'Advanced ATS integration',
      'Multilingual support',
      'API access',
    ],
    popular: true,
  },
  {
    name: 'Enterprise',
    price: 'Custom',
    period: '',
    blurb: 'For organisations with high volume and bespoke needs.',
    features: ['Unlimited calls', 'Custom AI training', 'Dedicated support', 'White-label', 'Advanced integrations', 'Custom features'],
    popular: false,
  },
];
