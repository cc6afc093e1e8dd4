/** Business facts and enumerations (docs/product.md, Limits and fixed facts), each written down once. */

export const BRAND = {
  name: 'Summit Coast Builders',
  shortName: 'Summit Coast',
  /** localStorage key of the visitor's theme choice, named for the brand. */
  themeStorageKey: 'summit-coast-theme',
} as const;

/** A value stored by a stable id, beside the English words the spec's REST API speaks (its English label too). */
export interface StoredChoice {
  readonly id: string;
  readonly english: string;
}

/** The ids of a list of stored choices, in order, typed as a tuple (a zod enum takes it). */
const idsOf = <const List extends readonly StoredChoice[]>(list: List) =>
  list.map((choice) => choice.id) as { [K in keyof List]: List[K]['id'] };
/** The English values of a list of stored choices, in order, typed as a tuple. */
const englishOf = <const List extends readonly StoredChoice[]>(list: List) =>
  list.map((choice) => choice.english) as { [K in keyof List]: List[K]['english'] };

/**
 * Project categories: the database stores the id (also the portfolio's `?category=` value); the REST API and the
 * panel speak the English value. Each language's label: the i18n catalogs, by id.
 */
export const PROJECT_CATEGORY_LIST = [
  { id: 'custom-homes', english: 'Custom Homes' },
  { id: 'remodels', english: 'Remodels' },
  { id: 'adus', english: 'ADUs' },
  { id: 'commercial', english: 'Commercial' },
  { id: 'tenant-improvements', english: 'Tenant Improvements' },
  { id: 'fire-rebuild', english: 'Fire Rebuild' },
] as const satisfies readonly StoredChoice[];
export const PROJECT_CATEGORY_IDS = idsOf(PROJECT_CATEGORY_LIST);
export type ProjectCategoryId = (typeof PROJECT_CATEGORY_IDS)[number];
/** The categories' English values, the REST API's. */
export const PROJECT_CATEGORIES = englishOf(PROJECT_CATEGORY_LIST);
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const ALL_PROJECTS = 'All Projects';
export const FILTER_CHIPS = [ALL_PROJECTS, 'Custom Homes', 'Remodels', 'ADUs', 'Commercial'] as const;

/**
 * The contact form's project types, stored (a lead's `project_type`) by id; the REST API and the owner's e-mail,
 * inbox and CSV speak the English value. Each language's label: the i18n catalogs, by id.
 */
export const PROJECT_TYPE_LIST = [
  { id: 'custom-home-build', english: 'Custom Home Build' },
  { id: 'home-remodel', english: 'Home Remodel' },
  { id: 'adu-construction', english: 'ADU Construction' },
  { id: 'commercial-project', english: 'Commercial Project' },
  // The rebuilds after the January 2025 fires, one per community (the wildfire page's buttons choose them).
  { id: 'fire-rebuild-altadena', english: 'Fire Rebuild: Altadena' },
  { id: 'fire-rebuild-pacific-palisades', english: 'Fire Rebuild: Pacific Palisades' },
  { id: 'other', english: 'Other' },
] as const satisfies readonly StoredChoice[];
export const PROJECT_TYPE_IDS = idsOf(PROJECT_TYPE_LIST);
export type ProjectTypeId = (typeof PROJECT_TYPE_IDS)[number];
/** The project types' English values, the REST API's. */
export const PROJECT_TYPES = englishOf(PROJECT_TYPE_LIST);
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** The entry of a list named by its id or its English value (a value from the API, or stored before ids). */
const choiceNamed = <Choice extends StoredChoice>(
  list: readonly Choice[],
  value: string | null | undefined,
) => list.find((choice) => choice.id === value || choice.english === value);

/** A category's id from its id or its English value; undefined for any other name (one the owner typed himself). */
export const categoryIdOf = (value: string | null | undefined): ProjectCategoryId | undefined =>
  choiceNamed(PROJECT_CATEGORY_LIST, value)?.id;
/** A category's English value from its id or its English value; undefined for any other name. */
export const categoryEnglishOf = (value: string | null | undefined): ProjectCategory | undefined =>
  choiceNamed(PROJECT_CATEGORY_LIST, value)?.english;
/** A project type's id from its id or its English value; undefined for any other text. */
export const projectTypeIdOf = (value: string | null | undefined): ProjectTypeId | undefined =>
  choiceNamed(PROJECT_TYPE_LIST, value)?.id;
/** A project type's English value from its id or its English value; undefined for any other text. */
export const projectTypeEnglishOf = (value: string | null | undefined): ProjectType | undefined =>
  choiceNamed(PROJECT_TYPE_LIST, value)?.english;

export const COMMUNITIES = [
  { id: 'pacific-palisades', name: 'Pacific Palisades', tab: 'Palisades', shortPrefix: 'pp' },
  { id: 'altadena', name: 'Altadena', tab: 'Altadena', shortPrefix: 'altadena' },
] as const;
export type CommunityId = (typeof COMMUNITIES)[number]['id'];
/** The community a `?community=` value names; anything unknown (or none) means the first one. */
export const communityOf = (requested: string | null) =>
  COMMUNITIES.find((community) => community.id === requested) ?? COMMUNITIES[0];

export const SITE_PAGE_IDS = ['homepage', 'about', 'services', 'contact', 'portfolio'] as const;
export const PAGE_IDS = [...SITE_PAGE_IDS, 'pacific-palisades', 'altadena'] as const;
export type PageId = (typeof PAGE_IDS)[number];

export const SECTION_TYPES = [
  'hero',
  'content',
  'gallery',
  'steps',
  'services',
  'banner',
  'contact',
  'checklist',
  'before-after',
] as const;

export const ICON_NAMES = [
  'arrow-right',
  'check-circle',
  'clock',
  'phone',
  'mail',
  'map-pin',
  'shield',
  'hammer',
  'file-text',
  'home',
  'users',
  'heart',
  'zap',
  'calendar',
  'alert-triangle',
] as const;

export const SERVICE_NAMES = ['custom_homes', 'remodels', 'adu', 'commercial'] as const;

export const SERVICE_AREAS = {
  'Los Angeles County': [
    'Beverly Hills',
    'Santa Monica',
    'West Hollywood',
    'Manhattan Beach',
    'Pasadena',
    'Malibu',
    'Altadena',
    'Pacific Palisades',
  ],
  'Orange County': [
    'Newport Beach',
    'Irvine',
    'Laguna Beach',
    'Huntington Beach',
    'Dana Point',
    'Mission Viejo',
  ],
} as const;

export const BUSINESS_HOURS = [
  { days: 'Mon-Fri', hours: '8:00 AM-6:00 PM' },
  { days: 'Sat', hours: '9:00 AM-4:00 PM' },
  { days: 'Sunday', hours: 'By appointment only' },
] as const;

export const LIMITS = {
  headerScrollThreshold: 50,
  homeFeaturedProjects: 6,
  testimonialSkeletons: 3,
  cardDelayStepSeconds: 0.1,
  uploadBatchMax: 20,
  /** A project's photos in all, added over several uploads of at most `uploadBatchMax` each. */
  projectImagesMax: 50,
  /** A project's before/after pairs, each two of its photos. */
  beforeAfterPairsMax: 10,
  compressAboveBytes: 3 * 1024 * 1024,
  compressMaxSide: 1920,
  compressQuality: 0.85,
  ratingMin: 1,
  ratingMax: 5,
  ratingDefault: 5,
  /** The swipe that dismisses a toast and the key that reaches them (docs/product.md, Notifications). */
  toastSwipeDismissPx: 50,
  toastFocusKey: 'F8',
  /** Far beyond any page's section count, and far inside the database's integer, duplicates (+1) included. */
  sortOrderMin: -1_000_000,
  sortOrderMax: 1_000_000,
} as const;

export const UPLOADABLE_IMAGE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'bmp',
  'webp',
  'tiff',
  'svg',
  'heic',
  'heif',
] as const;
