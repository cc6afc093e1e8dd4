import type { PageId } from './constants';

export interface PageBlock {
  /** Stored in a section's `after_block`: never renamed (a migration would have to rewrite the rows). */
  id: string;
  /** How the owner knows the block, in "After …". */
  label: string;
}

const WILDFIRE_BLOCKS: readonly PageBlock[] = [
  { id: 'hero', label: 'the top banner' },
  { id: 'emergency-banner', label: 'the emergency notice' },
  { id: 'recovery-steps', label: 'the recovery steps' },
  { id: 'recovery-services', label: 'the recovery services' },
];

/**
 * The built-in blocks of each page, in page order, that a section can be placed after (the pages in
 * src/client/pages/ render a `<PageSections after="…">` after each). The page's last block is not listed: a
 * section after it is "at the end of the page", where sections have always been (after_block null). The
 * portfolio is one block (its heading and gallery), so its sections go at its end.
 */
export const PAGE_BLOCKS: Readonly<Record<PageId, readonly PageBlock[]>> = {
  homepage: [
    { id: 'hero', label: 'the top banner' },
    { id: 'about', label: 'the introduction' },
    { id: 'featured-projects', label: 'the featured projects' },
    { id: 'services', label: 'the services' },
    { id: 'stats', label: 'the numbers strip' },
    { id: 'testimonials', label: 'the testimonials' },
  ],
  about: [
    { id: 'hero', label: 'the top banner' },
    { id: 'founder-story', label: "the founder's story" },
    { id: 'service-area', label: 'the service area' },
    { id: 'core-values', label: 'the core values' },
    { id: 'certifications', label: 'the certifications' },
  ],
  services: [
    { id: 'header', label: 'the page heading' },
    { id: 'service-list', label: 'the list of services' },
    { id: 'why-choose', label: '"Why choose us"' },
  ],
  contact: [
    { id: 'header', label: 'the page heading' },
    { id: 'form', label: 'the form and contact details' },
    { id: 'service-area-map', label: 'the service area map' },
  ],
  portfolio: [],
  'pacific-palisades': WILDFIRE_BLOCKS,
  altadena: WILDFIRE_BLOCKS,
};

export function isBlockOf(pageId: string, block: string): boolean {
  return (PAGE_BLOCKS[pageId as PageId] ?? []).some((candidate) => candidate.id === block);
}
