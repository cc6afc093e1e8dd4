import type { z } from 'zod';
import { SECTION_TYPES } from '../../common/constants';
import { REFUSALS } from '../../common/messages';
import { isBlockOf } from '../../common/page-blocks';
import { sectionCreateInput } from '../../common/schemas/page-section';
import { isSectionType, metadataInputOf, metadataObject, metadataText } from '../../common/section-types';
import { InvalidInput } from './errors';
import { sanitizeSectionHtml } from './sanitize';

export type SectionRow = z.output<typeof sectionCreateInput>;

/**
 * The one way the stored fields of a section are made: create, edit, duplicate and mirror all build the row
 * here, checked by the schema of a normal save (links, lengths, the metadata of its type) with its HTML sanitized, so no
 * path can store what a read would refuse. The HTML is sanitized before the check, so what passed is what is
 * stored. Unknown keys (an entity's id and dates) are left out. A failure is a 400 naming the field.
 */
export function sectionRow(fields: object): SectionRow {
  const { content } = fields as { content?: unknown };
  const result = sectionCreateInput.safeParse({
    ...fields,
    content: typeof content === 'string' ? sanitizeSectionHtml(content) : content,
  });
  if (!result.success) throw InvalidInput.fromIssues(result.error.issues);
  const { afterBlock, pageId } = result.data;
  if (afterBlock !== null && !isBlockOf(pageId, afterBlock)) {
    throw InvalidInput.field('afterBlock', REFUSALS.noSuchBlock(pageId, afterBlock));
  }
  return { ...result.data, metadata: typedMetadata(result.data.sectionType, result.data.metadata) };
}

/**
 * The metadata checked by its type's schema (src/common/section-types.ts), stored in one form: compact JSON
 * of the keys the type reads, '' when there are none. A failure names the field ("metadata.steps.0.title").
 */
function typedMetadata(sectionType: string, metadata: string): string {
  if (!isSectionType(sectionType)) {
    throw InvalidInput.field('sectionType', REFUSALS.sectionTypeOneOf(SECTION_TYPES));
  }
  const object = metadataObject(metadata);
  if (!object) throw InvalidInput.field('metadata', REFUSALS.metadataNotObject);
  const result = metadataInputOf(sectionType).safeParse({ metadata: object });
  if (!result.success) throw InvalidInput.fromIssues(result.error.issues);
  return metadataText(result.data.metadata);
}
