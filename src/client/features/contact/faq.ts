import { SERVICE_AREAS } from '../../../common/constants';

export interface FaqEntry {
  question: string;
  answer: string;
}

const cities = (county: keyof typeof SERVICE_AREAS) => SERVICE_AREAS[county].join(', ');

/** Fixed content (docs/product.md, Contact form): five questions visitors ask before their first call. */
export const CONTACT_FAQ: readonly FaqEntry[] = [
  {
    question: 'How long does it take to build a custom home?',
    answer:
      'Construction of a custom home typically takes 8-12 months once permits are issued. Design and permitting ' +
      'usually come first and depend on the city and the site. Before work begins you receive a written schedule, ' +
      'and we update it with you every week.',
  },
  {
    question: 'Do you handle permits and inspections?',
    answer:
      'Yes. We prepare and submit the permit applications, answer plan-check comments, and schedule and attend ' +
      'every inspection through final sign-off, so you never have to stand in line at the building department.',
  },
  {
    question: 'Which areas do you serve?',
    answer:
      `We build throughout Los Angeles County and Orange County: in Los Angeles County including ` +
      `${cities('Los Angeles County')}; in Orange County including ${cities('Orange County')}. ` +
      'If your city is not listed, ask us: we very likely work there too.',
  },
  {
    question: 'Do you offer warranties on your work?',
    answer:
      'Yes. Every project comes with our written workmanship warranty, and we pass on all manufacturer ' +
      'warranties for materials, fixtures and equipment. We walk the finished home with you before handover and ' +
      'come back for a follow-up visit after you move in.',
  },
  {
    question: 'Can I work with my own architect?',
    answer:
      "Absolutely. We regularly build from plans drawn by our clients' architects and designers, and we are glad " +
      'to join early to give budget and constructability input. If you do not have an architect yet, we can ' +
      'recommend trusted partners or take the project design-build.',
  },
];
