import { servedCounties, settingDefault } from '../../common/settings';

type Lookup = (key: string) => string;

/**
 * The built-in business hours as schema.org opening hours; Sunday is by appointment only, so it is not listed.
 * Hours the owner wrote are free text, so they are not translated (and these are then left out, not misstated).
 */
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
    areaServed: servedCounties(setting('contact_service_areas')).flatMap(({ county, cities }) => [
      ...(county ? [{ '@type': 'AdministrativeArea', name: county }] : []),
      ...cities.map((city) => ({ '@type': 'City', name: city })),
    ]),
    ...(setting('contact_office_hours') === settingDefault('contact_office_hours')
      ? { openingHoursSpecification: OPENING_HOURS }
      : {}),
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
