import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, previewFieldsOf } from '../../src/client/admin/sections/sectionForm';
import { previewDraftInput } from '../../src/server/ssr/preview-overrides';

/** What a section dialog sends the live preview must be what `POST /admin/preview` takes. */
const accepted = (fields: Record<string, unknown>) =>
  previewDraftInput.safeParse({ path: '/', overrides: { sections: { '12': fields } } }).success;

describe('a section dialog as preview fields', () => {
  it('reads its type fields as metadata text, leaves out whether it is active, and the server takes it', () => {
    const fields = previewFieldsOf({
      ...EMPTY_FORM,
      sectionType: 'services',
      title: 'Typed',
      meta: { icon: 'hammer' },
    });
    expect(fields).toMatchObject({ title: 'Typed', metadata: JSON.stringify({ icon: 'hammer' }) });
    expect(fields).not.toHaveProperty('isActive');
    expect(fields).not.toHaveProperty('meta');
    expect(accepted(fields)).toBe(true);
  });

  it('leaves type fields that would not pass out, so the rest still shows', () => {
    const fields = previewFieldsOf({
      ...EMPTY_FORM,
      sectionType: 'steps',
      meta: { steps: 'not a list' } as never,
    });
    expect(fields).not.toHaveProperty('metadata');
    expect(accepted(fields)).toBe(true);
  });
});
