/** Business facts and enumerations (docs/product.md, Limits and fixed facts), each written down once. */

export const BRAND = {
  name: 'Summit Coast Builders',
  shortName: 'Summit Coast',
  /** localStorage key of the visitor's theme choice, named for the brand. */
  themeStorageKey: 'summit-coast-theme',
} as const;

export const PROJECT_CATEGORIES = [
  'Custom Homes',
  'Remodels',
  'ADUs',
  'Commercial',
  'Tenant Improvements',
  'Fire Rebuild',
] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const ALL_PROJECTS = 'All Projects';
export const FILTER_CHIPS = [ALL_PROJECTS, 'Custom Homes', 'Remodels', 'ADUs', 'Commercial'] as const;

export const PROJECT_TYPES = [
  'Custom Home Build',
  'Home Remodel',
  'ADU Construction',
  'Commercial Project',
  // The rebuilds after the January 2025 fires, one per community (the wildfire page's buttons choose them).
  'Fire Rebuild: Altadena',
  'Fire Rebuild: Pacific Palisades',
  'Other',
] as const;

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
