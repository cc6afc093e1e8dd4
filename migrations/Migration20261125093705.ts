import { Migration } from '@mikro-orm/migrations';

/**
 * Page-section metadata into the typed shape of each section type (src/common/section-types.ts as of this
 * migration): only the keys the type's renderer reads, each only when it is valid, as compact JSON ('' when
 * nothing is left). Bad JSON and non-objects become ''. Sections of an unknown type keep a JSON object as it is.
 * Self-contained on purpose: a migration must do the same thing whatever the registry becomes later.
 */
const ICONS = new Set([
  'arrow-right', 'check-circle', 'clock', 'phone', 'mail', 'map-pin', 'shield', 'hammer', 'file-text', 'home',
  'users', 'heart', 'zap', 'calendar', 'alert-triangle',
]);
const IMAGE =
  /^(\/objects\/portfolio\/[A-Za-z0-9_.-]{1,200}|\/images\/[A-Za-z0-9_.-]{1,200}|https:\/\/[^\s"'<>]{1,2000})$/;

type Meta = Record<string, unknown>;
const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const icon = (meta: Meta) => (typeof meta.icon === 'string' && ICONS.has(meta.icon) ? { icon: meta.icon } : {});

const TYPED: Record<string, (meta: Meta) => Meta> = {
  hero: () => ({}),
  contact: () => ({}),
  content: icon,
  services: icon,
  banner: icon,
  gallery: (meta) => {
    const images = Array.isArray(meta.images)
      ? meta.images.filter((image): image is string => typeof image === 'string' && IMAGE.test(image.trim()))
      : [];
    return images.length ? { images: images.map((image) => image.trim()).slice(0, 50) } : {};
  },
  steps: (meta) => {
    const steps = (Array.isArray(meta.steps) ? meta.steps : [])
      .filter((step): step is Meta => !!step && typeof step === 'object' && !Array.isArray(step))
      .map((step) => ({
        title: text(step.title, 120),
        description: text(step.description, 1000),
        timeline: text(step.timeline, 100),
      }))
      .filter((step) => step.title !== '')
      .slice(0, 12);
    return steps.length ? { steps } : {};
  },
  checklist: (meta) => {
    const items = (Array.isArray(meta.items) ? meta.items : [])
      .map((item) => text(item, 300))
      .filter((item) => item !== '')
      .slice(0, 30);
    return { ...icon(meta), ...(items.length ? { items } : {}) };
  },
};

function typed(sectionType: string, metadata: string): string {
  let value: unknown;
  try {
    value = metadata.trim() ? JSON.parse(metadata) : {};
  } catch {
    return '';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const shape = Object.hasOwn(TYPED, sectionType) ? TYPED[sectionType] : undefined;
  const kept = shape ? shape(value as Meta) : (value as Meta);
  return Object.keys(kept).length ? JSON.stringify(kept) : '';
}

export class Migration20261125093705 extends Migration {

  override name = 'Migration20261125093705';

  override async up(): Promise<void> {
    const rows = await this.execute(`select "id", "section_type", "metadata" from "page_sections"`);
    for (const row of rows) {
      const next = typed(String(row.section_type), String(row.metadata ?? ''));
      if (next !== row.metadata) {
        await this.execute(`update "page_sections" set "metadata" = ? where "id" = ?`, [next, row.id]);
      }
    }
  }

  override down(): void | Promise<void> {
    // The keys it dropped are gone; the typed shape is readable by the code before it too.
  }

}
