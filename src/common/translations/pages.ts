/** The pages the translation ledger counts its texts by, as the panel names them. */
import { COMMUNITIES, type PageId } from '../constants';
import { wildfireSection } from '../settings';

export type LedgerPage = PageId | 'every-page';

export const LEDGER_PAGE_LABELS: Readonly<Record<LedgerPage, string>> = {
  'every-page': 'Every page (header, footer, search results)',
  homepage: 'Home',
  about: 'About',
  services: 'Services',
  portfolio: 'Portfolio and project pages',
  'pacific-palisades': 'Wildfire recovery: Pacific Palisades',
  altadena: 'Wildfire recovery: Altadena',
  contact: 'Contact',
};

/** Settings sections whose words every page shows (its header, footer and search-result text). */
const EVERY_PAGE_SECTIONS = new Set(['company', 'branding', 'navigation', 'footer', 'seo']);

const SECTION_PAGES: Readonly<Record<string, LedgerPage>> = {
  hero: 'homepage',
  homepage: 'homepage',
  about: 'about',
  services: 'services',
  portfolio: 'portfolio',
  contact: 'contact',
  social: 'contact',
  ...Object.fromEntries(COMMUNITIES.map((community) => [wildfireSection(community.id), community.id])),
};

/** The page whose count a setting of a settings section (its admin card) adds to. */
export function ledgerPageOfSettingSection(section: string): LedgerPage {
  if (EVERY_PAGE_SECTIONS.has(section)) return 'every-page';
  return SECTION_PAGES[section] ?? 'every-page';
}
