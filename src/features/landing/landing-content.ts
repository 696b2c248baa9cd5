import type { IconName } from './icon.tsx';

/** A titled card with an icon (About features). */
export type FeatureCard = { title: string; text: string; icon: IconName };

/** docs/product.md §2: the six About feature cards, in order. */
export const FEATURES: FeatureCard[] = [
  {
    title: 'Smart Candidate Calls',
    icon: 'phone',
    text: 'Screens every applicant by phone and captures name, salary expectations and notice period.',
  },
  {
    title: 'Intelligent Scheduling',
    icon: 'calendar',
    text: 'Books interviews straight into your team’s calendars, with no back-and-forth emails.',
  },
  { title: 'Result Notifications', icon: 'bell', text: 'Calls candidates with their interview results as soon as your ATS is updated.' },
  { title: 'ATS Integration', icon: 'sync', text: 'Writes every answer and outcome back to your applicant tracking system.' },
  {
    title: 'Multilingual Support',
    icon: 'globe',
    text: 'Speaks with candidates in their own language, so no one falls through the cracks.',
  },
  { title: 'Timezone Sync', icon: 'clock', text: 'Finds slots that work across timezones and confirms them in each person’s local time.' },
];

/** 'Recruitment Bottlenecks We Solve': six items. */
export const BOTTLENECKS: string[] = [
  'Hours lost phoning applicants who never pick up',
  'Interview slots juggled across calendars and timezones',
  'Candidates left waiting days to hear their results',
  'ATS records that drift out of date after every call',
  'Screening that stalls when applications spike',
  'Language barriers with international candidates',
];

/** Companies section stats (docs/product.md §2). */
export const STATS = [
  { value: '500+', label: 'employee-size companies' },
  { value: '5000+', label: 'candidates called' },
  { value: '70%', label: 'time saved' },
] as const;

/** Six placeholder company names. */
export const COMPANIES = ['Northwind', 'Globex', 'Initech', 'Hooli', 'Umbrella', 'Soylent'] as const;

/** A customer quote. */
export type Testimonial = { quote: string; name: string; role: string };

/** Three testimonials. */
export const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'Vaiu screens our applicants overnight. By nine each morning we have salary expectations and notice periods for everyone.',
    name: 'Sarah Chen',
    role: 'Head of Talent, Northwind',
  },
  {
    quote: 'Scheduling across four timezones used to eat my week. Now interviews simply appear in the calendar.',
    name: 'Marcus Okafor',
    role: 'Recruitment Lead, Globex',
  },
  {
    quote: 'Candidates tell us the result calls feel personal. Our ATS has never been this up to date.',
    name: 'Elena Petrova',
    role: 'HR Director, Initech',
  },
];
