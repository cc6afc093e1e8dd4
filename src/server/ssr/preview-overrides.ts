import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '../../common/i18n/languages';
import { PREVIEW_THEMES } from '../../common/preview';
import type { PageSectionRecord } from '../../common/schemas/page-section';
import { sectionUpdateInput } from '../../common/schemas/page-section';
import type { Project } from '../../common/schemas/portfolio';
import { projectUpdateInput } from '../../common/schemas/portfolio';
import { type SettingRecord, settingValueProblem } from '../../common/schemas/settings';
import type { TestimonialRecord } from '../../common/schemas/testimonial';
import { testimonialUpdateInput } from '../../common/schemas/testimonial';
import { resolveSetting, SETTINGS, SETTINGS_BY_KEY } from '../../common/settings';
import type { EditMarks } from './edit-marks';

/** More than any tab holds at once; a bound, so one request cannot ask for thousands of merges. */
const MAX_OVERRIDES_PER_KIND = 100;
const ROW_ID = /^[1-9][0-9]{0,9}$/;

/** The fields a dialog or form can show unsaved, each checked as its save would check it. */
const sectionFields = sectionUpdateInput.omit({ id: true, sortOrder: true, isActive: true }).strict();
const projectFields = projectUpdateInput.omit({ id: true, featured: true }).partial().strict();
const testimonialFields = testimonialUpdateInput.omit({ id: true, featured: true }).partial().strict();

const byId = <T extends z.ZodType>(fields: T, kind: string) =>
  z
    .record(z.string().regex(ROW_ID, `${kind} ids are whole numbers`), fields)
    .refine(
      (rows) => Object.keys(rows).length <= MAX_OVERRIDES_PER_KIND,
      `at most ${MAX_OVERRIDES_PER_KIND}`,
    );

const settingOverrides = z
  .record(z.string(), z.string({ error: 'must be text' }))
  .superRefine((values, context) => {
    const keys = Object.keys(values);
    if (keys.length > MAX_OVERRIDES_PER_KIND)
      context.addIssue({ code: 'custom', message: `at most ${MAX_OVERRIDES_PER_KIND}` });
    for (const key of keys) {
      const definition = SETTINGS_BY_KEY.get(key);
      const problem = definition ? settingValueProblem(definition, values[key] ?? '') : 'no such setting';
      if (problem) context.addIssue({ code: 'custom', path: [key], message: problem });
    }
  });

/** The body of `POST /admin/preview`: the page, its colour mode, and the owner's unsaved values. */
export const previewDraftInput = z
  .object({
    path: z.string({ error: 'give one public page path starting with /' }).max(2048),
    theme: z.enum(PREVIEW_THEMES, { error: 'light or dark' }).default('light'),
    overrides: z
      .object({
        settings: settingOverrides.optional(),
        sections: byId(sectionFields, 'section').optional(),
        projects: byId(projectFields, 'project').optional(),
        testimonials: byId(testimonialFields, 'testimonial').optional(),
      })
      .strict()
      .default({}),
  })
  .strict();
export type PreviewOverrides = z.infer<typeof previewDraftInput>['overrides'];

/** The first problem of a refused body as `overrides.settings.hero_title: …`, naming the field. */
export function draftProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'body: not a preview request';
  const path = issue.path.map(String).join('.');
  return `${path || 'body'}: ${issue.message}`;
}

/** tRPC's query key of a procedure's read: `[path, { input, type }]`. */
const procedureOf = (queryKey: readonly unknown[]) => (queryKey[0] as string[]).join('.');

/** Settings shown as text: marked for the preview's clicks. Lists and links are left as they are read. */
const MARKED_KINDS = new Set(['text', 'multiline']);

function settingsWith(
  rows: SettingRecord[],
  overrides: Record<string, string>,
  language: Language,
  marks?: EditMarks,
) {
  const values = new Map(rows.map((row) => [row.key, row.value]));
  for (const [key, value] of Object.entries(overrides)) values.set(key, value);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const keys = new Set([...values.keys(), ...(marks ? SETTINGS.map((setting) => setting.key) : [])]);
  return [...keys].map((key): SettingRecord => {
    const definition = SETTINGS_BY_KEY.get(key);
    const row = byKey.get(key) ?? {
      key,
      value: '',
      section: definition?.section ?? '',
      updatedAt: new Date(),
    };
    const value = values.get(key) ?? '';
    if (!marks || !definition || !MARKED_KINDS.has(definition.kind)) return { ...row, value };
    return { ...row, value: marks.mark(`setting:${key}`, resolveSetting(values, key, language)) };
  });
}

/** A row with the owner's unsaved fields in place and its text fields marked (new objects: cached rows stay). */
function rowWith<T extends { id: number }>(
  kind: string,
  row: T,
  overrides: Record<string, object> | undefined,
  marked: readonly (keyof T & string)[],
  marks?: EditMarks,
): T {
  const next = { ...row, ...(overrides?.[String(row.id)] ?? {}) } as T;
  if (!marks) return next;
  for (const field of marked) {
    const value = next[field];
    if (typeof value === 'string')
      Object.assign(next, { [field]: marks.mark(`${kind}:${row.id}:${field}`, value) });
  }
  return next;
}

/**
 * The page's prefetched reads with the owner's unsaved values in place and, in preview mode, every editable text
 * marked. Only this render's own query cache changes: nothing is written, nothing reaches a cache.
 */
export function applyPreview(
  queryClient: QueryClient,
  overrides: PreviewOverrides,
  language: Language,
  marks?: EditMarks,
) {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data;
    if (query.state.status !== 'success' || !Array.isArray(data)) continue;
    const procedure = procedureOf(query.queryKey);
    let next: unknown[] | undefined;
    if (procedure === 'public.settings.list')
      next = settingsWith(data as SettingRecord[], overrides.settings ?? {}, language, marks);
    else if (procedure === 'public.pageSections.active')
      next = (data as PageSectionRecord[]).map((row) =>
        rowWith('section', row, overrides.sections, ['title', 'subtitle', 'content', 'buttonText'], marks),
      );
    else if (procedure.startsWith('public.portfolio.'))
      next = (data as Project[]).map((row) =>
        rowWith('project', row, overrides.projects, ['title', 'description', 'location'], marks),
      );
    else if (procedure.startsWith('public.testimonials.'))
      next = (data as TestimonialRecord[]).map((row) =>
        rowWith('testimonial', row, overrides.testimonials, ['clientName', 'projectType', 'content'], marks),
      );
    if (next) queryClient.setQueryData(query.queryKey, next);
  }
}
