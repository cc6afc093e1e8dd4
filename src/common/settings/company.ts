/** Company facts (section 'company') and social links (section 'social'). */
import { BRAND } from '../constants';
import { inSection } from './define';
import type { SettingDefinition } from './types';

// The company's name and tagline head the footer of every page.
const company = inSection('company', ['/']);
const social = inSection('social', ['/contact']);

export const COMPANY_SETTINGS: readonly SettingDefinition[] = [
  company('company_name', 'Company name', 'text', BRAND.name),
  // As written on About; its number, with the registered name, in the footer of every page and its JSON-LD
  // ("Lic. #…", B&P 7030.5: tests/integration/project-pages.test.ts).
  company('company_license_number', 'License number', 'text', 'CSLB #1098765', { shownOn: ['/about'] }),
  company('company_legal_name', 'Business name as registered with the CSLB', 'text', '', {
    inheritsFrom: 'company_name',
  }),
  company(
    'company_tagline',
    'Tagline',
    'text',
    'Luxury construction and remodeling in Los Angeles and Orange County',
  ),
];

export const SOCIAL_SETTINGS: readonly SettingDefinition[] = [
  social(
    'social_instagram_url',
    'Instagram profile URL',
    'url',
    'https://www.instagram.com/summitcoastbuilders',
  ),
];
