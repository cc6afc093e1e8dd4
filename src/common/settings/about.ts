/** About page settings (section 'about'). */
import { inSection } from './define';
import type { SettingDefinition } from './types';

const about = inSection('about');

export const DEFAULT_FOUNDER_NAME = 'Michael Reyes';

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
  about('about_years_experience', 'Years of experience', 'text', '15+'),
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
];
