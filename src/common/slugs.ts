/**
 * A project's page address: `/portfolio/<slug>` (common/routing/route-table.ts). A slug is lowercase letters,
 * digits and single hyphens, made from the title when the owner gives none, unique among projects, and kept stable
 * when the title changes (an address already shared must not move on its own); the owner may edit it, and the
 * earlier one then answers 301.
 */
export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Malibu Modern Farmhouse — 4,200 sq ft" → "malibu-modern-farmhouse-4-200-sq-ft"; accents lose their marks. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug || 'project';
}

/** Set on a project's quick-view dialog (the portfolio): its page's address, put in the URL while it is open. */
export const PROJECT_PATH_ATTRIBUTE = 'data-project-path';

/** The first of `base`, `base-2`, `base-3`, … that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}

/** Edit distance, for "did you mean" on an unknown project address (the 404 page). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The project whose slug is closest to an unknown one: most shared words first, then fewest edits; none when
 * they share no word and differ in more than half their letters (a suggestion that is no help).
 */
export function closestSlug<T extends { slug: string }>(wanted: string, projects: readonly T[]): T | null {
  const words = new Set(wanted.split('-'));
  let best: { project: T; shared: number; edits: number } | null = null;
  for (const project of projects) {
    const shared = project.slug.split('-').filter((word) => words.has(word)).length;
    const edits = distance(wanted, project.slug);
    if (shared === 0 && edits > Math.max(wanted.length, project.slug.length) / 2) continue;
    if (!best || shared > best.shared || (shared === best.shared && edits < best.edits))
      best = { project, shared, edits };
  }
  return best?.project ?? null;
}
