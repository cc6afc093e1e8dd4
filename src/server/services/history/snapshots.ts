import type { HistoryEntityType } from '../../../common/history';
import { PROJECT_FACTS } from '../../../common/schemas/project-facts';
import type {
  ContactSubmission,
  PageSection,
  PortfolioProject,
  SiteSetting,
  Testimonial,
} from '../../entities';

export type Snapshot = Record<string, unknown>;

/** The fields a version or a trashed row keeps of each kind of item: everything an owner edits, plus where it stood. */
export const SNAPSHOT_FIELDS = {
  setting: ['key', 'value'],
  project: [
    'id',
    'title',
    'slug',
    'description',
    'category',
    'imageUrls',
    'imageDetails',
    'beforeAfter',
    ...PROJECT_FACTS.map((fact) => fact.key),
    'featured',
    'sortOrder',
    'createdAt',
  ],
  testimonial: [
    'id',
    'clientName',
    'projectType',
    'rating',
    'content',
    'language',
    'featured',
    'sortOrder',
    'createdAt',
  ],
  section: [
    'id',
    'pageId',
    'sectionType',
    'title',
    'subtitle',
    'content',
    'imageUrl',
    'buttonText',
    'buttonLink',
    'metadata',
    'sortOrder',
    'isActive',
    'afterBlock',
    'createdAt',
  ],
  // What the owner does with a lead (services/leads/lead-status.ts); the visitor's words never change.
  lead: [
    'id',
    'name',
    'status',
    'jobValue',
    'lostReason',
    'notes',
    'followUpOn',
    'archivedAt',
    'firstContactAt',
    'firstContactBy',
    'spamReason',
    'createdAt',
  ],
  // A text's words in another language and the English they were written for (services/translations).
  translation: ['kind', 'ref', 'field', 'language', 'value', 'sourceText'],
} as const satisfies Record<HistoryEntityType, readonly string[]>;

/**
 * Fields that say where an item is or when it was made, not what the owner wrote: never listed as changed (a
 * lead's name is the visitor's, kept only to name the lead).
 */
const BOOKKEEPING = new Set(['id', 'key', 'createdAt', 'name', 'kind', 'ref', 'field', 'language']);

type Row = PortfolioProject | Testimonial | PageSection | SiteSetting | ContactSubmission;

/** A plain JSON copy of the row's kept fields (dates as ISO text, arrays copied). */
export function snapshotOf(entityType: HistoryEntityType, row: Row): Snapshot {
  const source = row as unknown as Record<string, unknown>;
  return Object.fromEntries(
    SNAPSHOT_FIELDS[entityType].map((field) => {
      const value = source[field];
      if (value instanceof Date) return [field, value.toISOString()];
      return [field, Array.isArray(value) ? [...value] : value];
    }),
  );
}

/**
 * The owner-visible fields whose values differ between two states (all of them when one side is missing). A field
 * a version made before it existed lacks (a section's place) counts as empty (null), not as changed.
 */
export function changedFields(
  entityType: HistoryEntityType,
  before: Snapshot | null,
  after: Snapshot | null,
): string[] {
  return SNAPSHOT_FIELDS[entityType].filter(
    (field) =>
      !BOOKKEEPING.has(field) && stableJson(before?.[field] ?? null) !== stableJson(after?.[field] ?? null),
  );
}

/**
 * JSON with every object's keys sorted: a JSON column (a project's photo details) comes back from PostgreSQL's
 * jsonb with its keys in jsonb's own order, not the order they were written in, and is the same value.
 */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}
