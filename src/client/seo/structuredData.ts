import type { Language } from '../../common/i18n/languages';
import { licenseLookupUrl, licenseNumberOf } from '../../common/license';
import { portfolioFilterPath, projectPagePath } from '../../common/routes';
import { pathOf } from '../../common/routing/resolve';
import type { Project } from '../../common/schemas/portfolio';
import { servedCounties, settingDefault } from '../../common/settings';
import { postalAddress } from './postalAddress';

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

/** The one id of the business in every page's JSON-LD: a project's CreativeWork names it as its creator. */
export const businessId = (absolute: (path: string) => string) => `${absolute('/')}#business`;

/** The contractor's license as a credential the state board recognises, with its lookup page. */
function licenseCredential(setting: Lookup) {
  const number = licenseNumberOf(setting('company_license_number'));
  if (!number) return {};
  return {
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: 'California contractor license',
      identifier: number,
      url: licenseLookupUrl(number),
      recognizedBy: { '@type': 'GovernmentOrganization', name: 'Contractors State License Board' },
    },
  };
}

/** The company as search engines describe a local contractor: contact, service area, hours, license. */
export function generalContractor(setting: Lookup, absolute: (path: string) => string, language: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'GeneralContractor',
    '@id': businessId(absolute),
    name: setting('company_name'),
    legalName: setting('company_legal_name'),
    description: setting('home_meta_description'),
    url: absolute('/'),
    image: absolute(setting('hero_image')),
    telephone: setting('contact_phone'),
    email: setting('contact_email'),
    address: postalAddress(setting('contact_address')),
    areaServed: servedCounties(setting('contact_service_areas')).flatMap(({ county, cities }) => [
      ...(county ? [{ '@type': 'AdministrativeArea', name: county }] : []),
      ...cities.map((city) => ({ '@type': 'City', name: city })),
    ]),
    ...(setting('contact_office_hours') === settingDefault('contact_office_hours', language)
      ? { openingHoursSpecification: OPENING_HOURS }
      : {}),
    sameAs: [setting('social_instagram_url')].filter(Boolean),
    ...licenseCredential(setting),
  };
}

/** A project as search engines read a portfolio piece: the work, its photos, where it is, who built it. */
export function projectCreativeWork(
  project: Project,
  absolute: (path: string) => string,
  photos: string[],
  language: Language,
) {
  const business = { '@id': businessId(absolute) };
  const url = absolute(projectPagePath(project.slug, language));
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: project.title,
    description: project.description,
    url,
    genre: project.category,
    ...(project.location
      ? {
          locationCreated: {
            '@type': 'Place',
            name: project.location,
            address: { '@type': 'PostalAddress', addressLocality: project.location, addressRegion: 'CA' },
          },
        }
      : {}),
    creator: business,
    publisher: business,
    dateCreated: project.createdAt.toISOString(),
    dateModified: project.updatedAt.toISOString(),
    image: photos.map((photo, index) => ({
      '@type': 'ImageObject',
      contentUrl: absolute(photo),
      url: absolute(photo),
      name: `${project.title}, photo ${index + 1} of ${photos.length}`,
      creator: business,
      copyrightHolder: business,
    })),
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

/**
 * A project page's place in the site, as its breadcrumb shows it (the portfolio, the project's category) with
 * the home page before it and the project itself last: search results show this trail instead of the address.
 */
export function projectBreadcrumbs(
  project: Pick<Project, 'title' | 'slug' | 'category'>,
  absolute: (path: string) => string,
  names: { home: string; portfolio: string; category: string },
  language: Language,
) {
  const trail = [
    { name: names.home, path: pathOf('home', language) },
    { name: names.portfolio, path: portfolioFilterPath(null, language) },
    { name: names.category, path: portfolioFilterPath(project.category, language) },
    { name: project.title, path: projectPagePath(project.slug, language) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, path }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(path),
    })),
  };
}
