/** Footer texts (section 'footer') and search-engine metadata (section 'seo'). */
import { BRAND } from '../constants';
import { inSection, listOf } from './define';
import type { SettingDefinition } from './types';

const footer = inSection('footer', ['/']);
// In the <head> of the home page (meta tags, title, JSON-LD).
const seo = inSection('seo', ['/']);

export const FOOTER_SETTINGS: readonly SettingDefinition[] = [
  footer(
    'footer_description',
    'Footer description',
    'multiline',
    'Licensed general contractor building custom homes, remodels, ADUs and commercial spaces across Los Angeles ' +
      'and Orange County for more than 15 years.',
  ),
  footer('footer_quick_links_title', 'Quick links title', 'text', 'Quick Links'),
  footer('footer_services_title', 'Services title', 'text', 'Services'),
  footer('footer_contact_title', 'Contact title', 'text', 'Contact'),
  footer('footer_copyright', 'Copyright notice', 'text', `© 2024 ${BRAND.name}. All rights reserved.`),
];

export const SEO_SETTINGS: readonly SettingDefinition[] = [
  seo(
    'site_meta_keywords',
    'Meta keywords (comma-separated)',
    'list',
    listOf(
      'custom home builder Los Angeles',
      'home remodeling Orange County',
      'ADU construction',
      'general contractor',
      'wildfire rebuild',
      'Pacific Palisades rebuild',
      'Altadena rebuild',
    ),
  ),
  seo('site_meta_author', 'Meta author', 'text', BRAND.name),
  seo(
    'home_meta_title',
    'Home page meta title',
    'text',
    `${BRAND.name} | Custom Homes & Remodeling in Los Angeles and Orange County`,
  ),
  seo(
    'home_meta_description',
    'Home page meta description',
    'multiline',
    'Licensed Los Angeles and Orange County builder of custom homes, high-end remodels, ADUs and commercial ' +
      'projects. 15+ years of experience. Free consultations and estimates.',
  ),
];
