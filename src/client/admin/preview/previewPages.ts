import { COMMUNITIES, type PageId, SITE_PAGE_IDS } from '../../../common/constants';
import { ROUTES } from '../../../common/routing/route-table';
import type { PreviewPage } from './LivePreview';
import type { PreviewSave } from './previewSaves';

const LABELS: Readonly<Record<string, string>> = {
  homepage: 'Home',
  about: 'About',
  services: 'Services',
  contact: 'Contact',
  portfolio: 'Portfolio',
};

/** The public path of a site page, as the preview shows it. */
export const pathOf = (pageId: PageId) => ROUTES.find((route) => route.pageId === pageId)?.paths.en ?? '/';

/** Page Content: each page's keys start with its own prefix (common/settings registry files). */
const KEY_PREFIXES: Readonly<Record<string, RegExp>> = {
  homepage: /^(hero_|homepage_|service_areas$)/,
  about: /^(about_|founder_)/,
  services: /^services_/,
  contact: /^contact_/,
  portfolio: /^portfolio_/,
};

const sitePage = (pageId: (typeof SITE_PAGE_IDS)[number], shows?: (save: PreviewSave) => boolean) => ({
  label: LABELS[pageId] ?? pageId,
  path: pathOf(pageId),
  shows,
});

export const PAGE_CONTENT_PREVIEW: readonly PreviewPage[] = SITE_PAGE_IDS.map((pageId) =>
  sitePage(pageId, (save) => !!save.settingKey && !!KEY_PREFIXES[pageId]?.test(save.settingKey)),
);

export const ADVANCED_PAGES_PREVIEW: readonly PreviewPage[] = SITE_PAGE_IDS.map((pageId) =>
  sitePage(pageId, (save) => save.pageId === pageId),
);

export const SERVICES_PREVIEW: readonly PreviewPage[] = [sitePage('services'), sitePage('homepage')];

/** Branding shows on every page: the home page first. */
export const BRANDING_PREVIEW: readonly PreviewPage[] = SITE_PAGE_IDS.map((pageId) => sitePage(pageId));

/** A community's recovery page, as the preview shows it. */
export const communityPath = (communityId: string) => `/wildfire-recovery?community=${communityId}`;

export const WILDFIRE_PREVIEW: readonly PreviewPage[] = COMMUNITIES.map((community) => ({
  label: community.name,
  path: communityPath(community.id),
  shows: (save: PreviewSave) =>
    save.pageId === community.id ||
    [`${community.id}_`, `${community.shortPrefix}_`].some((prefix) => save.settingKey?.startsWith(prefix)),
}));

/** Projects show on the portfolio page, the featured ones on the home page too. */
export const PORTFOLIO_PREVIEW: readonly PreviewPage[] = [sitePage('portfolio'), sitePage('homepage')];

/** Testimonials show on the home page (the featured ones). */
export const TESTIMONIALS_PREVIEW: readonly PreviewPage[] = [sitePage('homepage')];
