/** What the content history, the Trash and the activity log speak of (docs/product.md, History). */
export const HISTORY_ENTITY_TYPES = [
  'setting',
  'project',
  'testimonial',
  'section',
  'lead',
  'translation',
] as const;
export type HistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

/** The kinds of items that go to the Trash when deleted (settings are never deleted, only changed). */
export const TRASHABLE_TYPES = ['project', 'testimonial', 'section'] as const;
export type TrashableType = (typeof TRASHABLE_TYPES)[number];

/**
 * How a version came about. `original` is the state an item had before its first recorded change (demo
 * content and rows older than history), kept so that first change can be undone too.
 */
export const VERSION_ACTIONS = [
  'original',
  'create',
  'update',
  'restore',
  'reorder',
  'duplicate',
  'mirror',
  'trash',
  'untrash',
  /** A restore made by a notification's Undo: the version before the latest, current again. */
  'undo',
] as const;
export type VersionAction = (typeof VERSION_ACTIONS)[number];

/** The outcomes of a sign-in, each an activity line of kind `sign-in`. */
export const SIGN_IN_ACTIONS = ['sign-in', 'sign-in-failed', 'sign-in-throttled'] as const;
export type SignInAction = (typeof SIGN_IN_ACTIONS)[number];

/** A change to the owner's account (a factor, recovery codes, the password, a device signed out): kind `sign-in`. */
export const ACCOUNT_ACTIONS = ['account-change'] as const;

/** Every action an activity line can name: a version's action, deleting a trashed item for good, or a sign-in. */
export const ACTIVITY_ACTIONS = [
  ...VERSION_ACTIONS,
  'purge',
  ...SIGN_IN_ACTIONS,
  ...ACCOUNT_ACTIONS,
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The Activity tab's filter: content changes per kind of item, or sign-in attempts. */
export const ACTIVITY_KINDS = [
  'setting',
  'project',
  'testimonial',
  'section',
  'lead',
  'translation',
  'sign-in',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const HISTORY_RETENTION = {
  /** A version is purged only when it is older than this AND not among its item's newest `keepVersions`. */
  versionDays: 365,
  keepVersions: 50,
  trashDays: 30,
  activityDays: 365,
  /**
   * Sign-in records (login_attempts) exist for the throttle, which looks back 15 minutes; the owner's record of
   * sign-ins is the activity log, kept `activityDays`. Kept a month for looking into an incident, then deleted.
   */
  loginAttemptDays: 30,
  /** An unreferenced upload younger than this may still be in a form being filled in: it is left alone. */
  photoGraceHours: 24,
} as const;

export const ENTITY_LABELS: Record<HistoryEntityType, string> = {
  setting: 'Setting',
  project: 'Project',
  testimonial: 'Testimonial',
  section: 'Page section',
  lead: 'Lead',
  translation: 'Translation',
};
