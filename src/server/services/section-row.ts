import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import { sectionCreateInput } from '../../common/schemas/page-section';
import { sanitizeSectionHtml } from './sanitize';

export type SectionRow = z.output<typeof sectionCreateInput>;

/**
 * The one way the stored fields of a section are made: create, edit, duplicate and mirror all build the row
 * here, checked by the schema of a normal save (links, JSON metadata, lengths) with its HTML sanitized, so no
 * path can store what a read would refuse. The HTML is sanitized before the check, so what passed is what is
 * stored. Unknown keys (an entity's id and dates) are left out. A failure is a 400 naming the field.
 */
export function sectionRow(fields: object): SectionRow {
  const { content } = fields as { content?: unknown };
  const result = sectionCreateInput.safeParse({
    ...fields,
    content: typeof content === 'string' ? sanitizeSectionHtml(content) : content,
  });
  if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', cause: result.error });
  return result.data;
}
