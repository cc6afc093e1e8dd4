import { SERVICE_AREAS } from '../../common/constants';

type Lookup = (key: string) => string;

/** The business hours as schema.org opening hours; Sunday is by appointment only, so it is not listed. */
const OPENING_HOURS = [
  {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  },
  { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '09:00', closes: '16:00' },
];

/** The company as search engines describe a local contractor: contact, service area, hours. */
export function generalContractor(setting: Lookup, absolute: (path: string) => string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    name: setting('company_name'),
    description: setting('home_meta_description'),
    url: absolute('/'),
    image: absolute(setting('hero_image')),
    telephone: setting('contact_phone'),
    email: setting('contact_email'),
    address: { '@type': 'PostalAddress', streetAddress: setting('contact_address'), addressRegion: 'CA' },
    areaServed: Object.entries(SERVICE_AREAS).flatMap(([county, cities]) => [
      { '@type': 'AdministrativeArea', name: county },
      ...cities.map((city) => ({ '@type': 'City', name: city })),
    ]),
    openingHoursSpecification: OPENING_HOURS,
    sameAs: [setting('social_instagram_url')].filter(Boolean),
  };
}

export function faqPage(entries: ReadonlyArray<{ question: string; answer: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
