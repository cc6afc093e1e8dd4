import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { sectionCreateInput } from '../../src/common/schemas/page-section';
import { projectFields } from '../../src/common/schemas/portfolio';
import { testimonialFields } from '../../src/common/schemas/testimonial';
import { DEMO_PROJECTS } from '../../src/server/db/demo/projects';
import { DEMO_SECTIONS } from '../../src/server/db/demo/sections';
import {
  SPANISH_DEMO_PROJECTS,
  SPANISH_DEMO_SECTIONS,
  SPANISH_DEMO_TESTIMONIALS,
} from '../../src/server/db/demo/spanish';
import { DEMO_TESTIMONIALS } from '../../src/server/db/demo/testimonials';
import { sanitizeSectionHtml } from '../../src/server/services/sanitize';

const SECTION_FIELDS = ['title', 'subtitle', 'content', 'buttonText'] as const;

/** One English text, its Spanish, and the schema the translation ledger checks that Spanish with. */
interface Pair {
  name: string;
  english: string;
  spanish: string | undefined;
  schema: z.ZodType;
}

const sectionPairs: Pair[] = DEMO_SECTIONS.flatMap((section) =>
  SECTION_FIELDS.filter((field) => section[field] !== '').map((field) => ({
    name: `section "${section.title}" ${field}`,
    english: section[field],
    spanish: SPANISH_DEMO_SECTIONS[section.title]?.[field],
    schema: sectionCreateInput.shape[field],
  })),
);

const projectPairs: Pair[] = DEMO_PROJECTS.flatMap((project) =>
  (['title', 'description'] as const).map((field) => ({
    name: `project "${project.title}" ${field}`,
    english: project[field],
    spanish: SPANISH_DEMO_PROJECTS[project.title]?.[field],
    schema: projectFields.shape[field],
  })),
);

const testimonialPairs: Pair[] = DEMO_TESTIMONIALS.map((testimonial) => ({
  name: `testimonial by ${testimonial.clientName}`,
  english: testimonial.content,
  spanish: SPANISH_DEMO_TESTIMONIALS[testimonial.clientName],
  schema: testimonialFields.shape.content,
}));

const ALL_PAIRS = [...sectionPairs, ...projectPairs, ...testimonialPairs];

/** The opening and closing tags in order, by name: `['p', '/p', 'ul', 'li', 'strong', '/strong', ...]`. */
const tagSequence = (html: string) =>
  [...html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>/gi)].map(
    ([, slash, name]) => `${slash}${name?.toLowerCase()}`,
  );

/** The figures a text gives (years, feet, weeks, 7A): a translation keeps every one of them. */
const figures = (text: string) => (text.match(/\d+/g) ?? []).sort();

const spanishOf = (pair: Pair) => {
  if (pair.spanish === undefined) throw new Error(`no Spanish for ${pair.name}`);
  return pair.spanish;
};

describe('the demo content in Spanish', () => {
  it('keys sections by title, which the demo keeps distinct', () => {
    const titles = DEMO_SECTIONS.map((section) => section.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('translates every non-empty English field, and only those', () => {
    const missing = ALL_PAIRS.filter((pair) => pair.spanish === undefined).map((pair) => pair.name);
    expect(missing).toEqual([]);
    for (const section of DEMO_SECTIONS) {
      const englishFields = SECTION_FIELDS.filter((field) => section[field] !== '');
      expect(Object.keys(SPANISH_DEMO_SECTIONS[section.title] ?? {}).sort(), section.title).toEqual(
        [...englishFields].sort(),
      );
    }
  });

  it('names no section, project or client the demo lacks', () => {
    expect(Object.keys(SPANISH_DEMO_SECTIONS).sort()).toEqual(DEMO_SECTIONS.map(({ title }) => title).sort());
    expect(Object.keys(SPANISH_DEMO_PROJECTS).sort()).toEqual(DEMO_PROJECTS.map(({ title }) => title).sort());
    expect(Object.keys(SPANISH_DEMO_TESTIMONIALS).sort()).toEqual(
      DEMO_TESTIMONIALS.map(({ clientName }) => clientName).sort(),
    );
  });

  // No demo text reads the same in both languages, so none is let through.
  it('differs from the English everywhere', () => {
    const same = ALL_PAIRS.filter((pair) => spanishOf(pair).trim() === pair.english.trim()).map(
      ({ name }) => name,
    );
    expect(same).toEqual([]);
  });

  it('is stored as written by the rules of the English field (its length limit among them)', () => {
    for (const pair of ALL_PAIRS) {
      const spanish = spanishOf(pair);
      const result = pair.schema.safeParse(spanish);
      expect(result.error?.issues[0]?.message, pair.name).toBeUndefined();
      expect(result.data, pair.name).toBe(spanish);
    }
  });

  it('keeps each section text’s tags, in order, and the sanitizer keeps the Spanish as it is', () => {
    for (const section of DEMO_SECTIONS.filter(({ content }) => content !== '')) {
      const spanish = SPANISH_DEMO_SECTIONS[section.title]?.content ?? '';
      expect(tagSequence(spanish), section.title).toEqual(tagSequence(section.content));
      expect(sanitizeSectionHtml(spanish), section.title).toBe(spanish);
    }
  });

  it('keeps every figure of the English', () => {
    for (const pair of ALL_PAIRS) expect(figures(spanishOf(pair)), pair.name).toEqual(figures(pair.english));
  });

  it('is tidy text: no doubled, missing or edge spaces, and Spanish question and exclamation marks', () => {
    for (const pair of ALL_PAIRS) {
      const spanish = spanishOf(pair);
      expect(spanish, pair.name).toBe(spanish.trim());
      expect(spanish, pair.name).not.toMatch(/ {2}/);
      // A piece of a joined string left without its space: "del.Cada", "terreno,con".
      expect(spanish, pair.name).not.toMatch(/[.,;:!?][\p{L}¿¡]/u);
      expect(spanish.split('¿').length, pair.name).toBe(spanish.split('?').length);
      expect(spanish.split('¡').length, pair.name).toBe(spanish.split('!').length);
    }
  });
});
