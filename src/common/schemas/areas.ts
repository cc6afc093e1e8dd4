import { z } from 'zod';
import { requiredMultiLineText, requiredText } from './fields';
import { projectOutput } from './portfolio';

/** The owner's local text for one city (Portfolio tab → Service areas). */
export const areaTextInput = z.object({
  city: requiredText('City', 200),
  jurisdiction: requiredMultiLineText('Jurisdiction', 2000),
  permits: requiredMultiLineText('Permits', 2000),
  typicalWork: requiredMultiLineText('Typical work', 2000),
});
export type AreaTextInput = z.input<typeof areaTextInput>;

/** One city of the projects, for the "areas we serve" section and the panel. */
export const areaSummary = z.object({
  slug: z.string(),
  city: z.string(),
  projectCount: z.number(),
  /** The city has its page /areas/<slug>: enough projects and the owner's text. */
  hasPage: z.boolean(),
});
export type AreaSummary = z.infer<typeof areaSummary>;

/** The panel's view: the summary and the text written so far (empty strings when none). */
export const adminAreaOutput = areaSummary.extend({
  jurisdiction: z.string(),
  permits: z.string(),
  typicalWork: z.string(),
  updatedAt: z.date().nullable(),
});
export type AdminArea = z.infer<typeof adminAreaOutput>;

export const areaSlugInput = z.object({
  slug: z
    .string({ error: 'slug must be text' })
    .max(120, 'slug must be at most 120 characters')
    .regex(/^[a-z0-9-]*$/, 'slug must be lowercase letters, digits and hyphens'),
});

/** The page /areas/<slug>: the city's own text and its projects. */
export const areaPageOutput = z.object({
  slug: z.string(),
  city: z.string(),
  jurisdiction: z.string(),
  permits: z.string(),
  typicalWork: z.string(),
  projects: z.array(projectOutput),
});
export type AreaPage = z.infer<typeof areaPageOutput>;
