/** About page settings (section 'about'). */
import { inSection } from './define';
import type { SettingDefinition } from './types';

const about = inSection('about', ['/about']);

export const DEFAULT_FOUNDER_NAME = 'Michael Reyes';

export interface CoreValue {
  title: string;
  description: string;
}

export interface Credential {
  title: string;
  detail: string;
}

/** The About page's core values (the spec's four), each with its description; the icons stay by position. */
const CORE_VALUES: readonly CoreValue[] = [
  {
    title: 'Quality Excellence',
    description:
      'Premium materials, skilled trades and a detailed punch list on every job. We build to a standard we would ' +
      'accept in our own homes.',
  },
  {
    title: 'Client Partnership',
    description:
      'You work with one dedicated team from the first sketch to the final walkthrough, with weekly updates and ' +
      'decisions made together.',
  },
  {
    title: 'Timely Delivery',
    description:
      'Realistic schedules, careful sequencing and early ordering of long-lead items keep your project moving ' +
      'and your move-in date in sight.',
  },
  {
    title: 'Trust & Integrity',
    description:
      'Transparent, itemized estimates and honest answers, even when the news is not what you hoped. No ' +
      'surprises on the final invoice.',
  },
];

/** The About page's professional certifications (the spec's five); the first is followed by the license number. */
const CREDENTIALS: readonly Credential[] = [
  { title: 'Licensed General Contractor', detail: 'California license' },
  { title: 'Bonded & Insured', detail: '$2M+ general liability coverage on every project' },
  { title: 'OSHA 30-Hour Safety Certified', detail: 'Site safety training for every project lead' },
  {
    title: 'Green Building Practices Certified',
    detail: 'Energy-efficient, sustainable construction methods and materials',
  },
  { title: 'A+ Better Business Bureau Rating', detail: 'A long record of satisfied clients' },
];

export const ABOUT_VALUE_COUNT = CORE_VALUES.length;
export const ABOUT_CREDENTIAL_COUNT = CREDENTIALS.length;

/** The core values' settings, numbered from 1 in the order given (each language's words go through here). */
export function coreValueSettings(values: readonly CoreValue[]): SettingDefinition[] {
  return values.flatMap((value, index) => [
    about(`about_value${index + 1}_title`, `Core value ${index + 1} title`, 'text', value.title),
    about(
      `about_value${index + 1}_description`,
      `Core value ${index + 1} description`,
      'multiline',
      value.description,
    ),
  ]);
}

/** The credentials' settings, numbered from 1 in the order given (each language's words go through here). */
export function credentialSettings(credentials: readonly Credential[]): SettingDefinition[] {
  return credentials.flatMap((credential, index) => [
    about(`about_credential${index + 1}_title`, `Credential ${index + 1}`, 'text', credential.title),
    about(
      `about_credential${index + 1}_detail`,
      index === 0 ? 'Credential 1 detail (the license number follows it)' : `Credential ${index + 1} detail`,
      'text',
      credential.detail,
    ),
  ]);
}

export const ABOUT_SETTINGS: readonly SettingDefinition[] = [
  about('about_title', 'Page title', 'text', 'About Summit Coast Builders'),
  about(
    'about_description',
    'Page description',
    'multiline',
    'For more than 15 years we have built and remodeled homes across Los Angeles and Orange County with one ' +
      'simple standard: build every project as if it were our own.',
  ),
  about('about_hero_image', 'Hero image', 'image', '/images/about-hero.jpg'),
  about('founder_name', 'Founder name', 'text', DEFAULT_FOUNDER_NAME),
  about('about_founder_image', 'Founder image', 'image', '/images/founder.jpg'),
  // The badge and stats strip of the home page.
  about('about_years_experience', 'Years of experience', 'text', '15+', { shownOn: ['/'] }),
  about(
    'about_founder_bio_1',
    'Founder biography paragraph 1',
    'multiline',
    `${DEFAULT_FOUNDER_NAME} has spent more than 15 years building and remodeling homes across Southern ` +
      'California. He started in the field as a carpenter, ran crews on custom homes from Malibu to Newport ' +
      'Beach, and founded Summit Coast Builders to give homeowners what the industry too often lacked: honest ' +
      'estimates, clear communication and work that holds up for decades.',
  ),
  about(
    'about_founder_bio_2',
    'Founder biography paragraph 2',
    'multiline',
    'Today Michael is personally involved in every project from the first consultation, supported by a team of ' +
      'project managers, craftsmen and long-standing trade partners. That hands-on approach is behind our 98% ' +
      'client satisfaction rate, and it is why so much of our work comes from referrals.',
  ),
  about('about_service_area_title', 'Service area title', 'text', 'Serving Los Angeles & Orange County'),
  about(
    'about_service_area_description',
    'Service area description',
    'multiline',
    'We build throughout Los Angeles County and Orange County, from the Westside and the San Gabriel Valley to ' +
      "the beach cities of the Orange County coast. Not sure we cover your neighborhood? Call us; we're happy to talk.",
  ),
  ...coreValueSettings(CORE_VALUES),
  ...credentialSettings(CREDENTIALS),
];
