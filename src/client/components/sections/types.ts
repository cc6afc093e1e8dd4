import type { PageSectionRecord } from '../../../common/schemas/page-section';

export interface SectionProps {
  section: PageSectionRecord;
  /** Parsed `metadata` JSON ({} when empty or not an object). */
  meta: SectionMeta;
}

export interface SectionMeta {
  icon?: string;
  images?: string[];
  steps?: Array<{ title?: string; description?: string; timeline?: string }>;
  [key: string]: unknown;
}

export function parseMeta(metadata: string): SectionMeta {
  try {
    const value: unknown = metadata.trim() ? JSON.parse(metadata) : {};
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as SectionMeta) : {};
  } catch {
    return {};
  }
}
