import type { PageSectionRecord } from '../../../common/schemas/page-section';
import type { SectionMetaOf, SectionType } from '../../../common/section-types';

export interface SectionProps<T extends SectionType> {
  section: PageSectionRecord;
  /** The `metadata` of the section's type (src/common/section-types.ts), empty when it does not pass. */
  meta: SectionMetaOf<T>;
}
