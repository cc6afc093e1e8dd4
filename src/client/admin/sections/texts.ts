import type { PageId } from '../../../common/constants';

/** How the owner reads each page id. Distinct from the admin's top-level tab names on purpose. */
export const PAGE_LABELS: Record<PageId, string> = {
  homepage: 'Homepage',
  about: 'About Page',
  services: 'Services Page',
  contact: 'Contact Page',
  portfolio: 'Portfolio Page',
  'pacific-palisades': 'Pacific Palisades',
  altadena: 'Altadena',
};
