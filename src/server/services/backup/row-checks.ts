import { z } from 'zod';
import { ACTIVITY_ACTIONS, ACTIVITY_KINDS } from '../../../common/history';
import { areaTextInput } from '../../../common/schemas/areas';
import { contactFields, contactSubmissionOutput, SPAM_REASONS } from '../../../common/schemas/contact';
import { trashItemOutput, versionOutput } from '../../../common/schemas/history';
import { leadPipelineColumns } from '../../../common/schemas/lead';
import { pageLanguageInput } from '../../../common/schemas/lead-visit';
import { beforeAfterProblem, describedPhotoDetails, projectFields } from '../../../common/schemas/portfolio';
import { testimonialFields } from '../../../common/schemas/testimonial';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../common/slugs';
import { TRANSLATION_LANGUAGES } from '../../../common/translations';
import { fieldErrorText, InvalidInput } from '../errors';
import { sectionRow } from '../section-row';
import { settingRow } from '../settings';
import { translationRow } from '../translations/row';
import type { ArchiveRow } from './format';
import type { BackupColumn, BackupTable } from './tables';

type Fields = Record<string, unknown>;

/** What a table's write path makes of a row: the fields it stores (normalized), or why it refuses the row. */
interface Written {
  fields?: Fields;
  problems?: string[];
}

/** A refusal's issues, each naming its field as the row does (`entity_type`, not `entityType`). */
interface Issue {
  path: PropertyKey[];
  message: string;
}

function parsed(schema: z.ZodType, fields: Fields): Written {
  const result = schema.safeParse(fields);
  return result.success ? { fields: result.data as Fields } : { problems: described(result.error.issues) };
}

/** A check only: the schema a read answers with, so no restored row can make a read fail. */
function readable(schema: z.ZodType, fields: Fields): Written {
  const { problems } = parsed(schema, fields);
  return problems ? { problems } : {};
}

function described(issues: readonly Issue[]): string[] {
  return issues.map((issue) =>
    issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
  );
}

/** A row builder's refusal (an InvalidInput naming its fields, or another error's message) as problems. */
function thrown(build: () => Fields): Written {
  try {
    return { fields: build() };
  } catch (error) {
    return {
      problems:
        error instanceof InvalidInput
          ? error.fieldErrors.map(fieldErrorText)
          : [String((error as Error).message)],
    };
  }
}

const activityLine = z.object({ entityType: z.enum(ACTIVITY_KINDS), action: z.enum(ACTIVITY_ACTIONS) });
const lead = contactSubmissionOutput
  // An archive made before leads recorded their page's language lacks it: they restore as English (the default).
  .extend({ spamReason: z.enum(SPAM_REASONS).nullish(), pageLanguage: pageLanguageInput })
  .extend(leadPipelineColumns.shape);

/**
 * What today's app makes of a row beyond its column types, by table: the same schema or row builder a save goes
 * through (a row is stored as that builder returns it: section HTML sanitized, a setting trimmed, a lead's
 * fields trimmed), or for tables only the app itself writes (history, Trash, activity) the schema its reads
 * answer with, whose kinds and actions come from the app's own constants. Sign-in attempts have no rule beyond
 * column types, dates and keys.
 */
const WRITE_PATHS: Record<string, (fields: Fields) => Written> = {
  portfolio_projects: (fields) => {
    const written = parsed(projectFields, fields);
    const project = written.fields as z.output<typeof projectFields> | undefined;
    // An archive from before before/after pairs lacks the column: its projects restore with none.
    const problem = project && beforeAfterProblem(project.imageUrls, project.beforeAfter);
    if (problem) return { problems: [`${problem.path.join('.')}: ${problem.message}`] };
    // Its addresses in other languages are slugs as the app gives them (an archive before them has none).
    const slugs = translatedSlugsProblem(fields.translatedSlugs);
    if (slugs) return { problems: [slugs] };
    // As a save: a photo restored without alt text gets the suggested one, marked.
    return project
      ? { fields: { ...project, imageDetails: describedPhotoDetails(project, project.imageDetails) } }
      : written;
  },
  area_texts: (fields) => parsed(areaTextInput, fields),
  testimonials: (fields) => parsed(testimonialFields, fields),
  page_sections: (fields) => thrown(() => sectionRow(fields)),
  site_settings: (fields) => thrown(() => settingRow(String(fields.key), String(fields.value))),
  contact_submissions: (fields) => {
    const statuses = readable(lead, fields);
    const input = parsed(contactFields, fields);
    const problems = [...(statuses.problems ?? []), ...(input.problems ?? [])];
    return problems.length ? { problems } : input;
  },
  content_versions: (fields) => readable(versionOutput, fields),
  trash: (fields) => readable(trashItemOutput, fields),
  activity_log: (fields) => readable(activityLine, fields),
  translations: (fields) => thrown(() => translationRow(fields)),
};

/** Why a project's addresses in other languages are not the app's ({ es: 'a-slug' }), or null. */
function translatedSlugsProblem(value: unknown): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'translatedSlugs: must be an object of slugs by language';
  for (const [language, slug] of Object.entries(value)) {
    if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(language))
      return `translatedSlugs: ${language.slice(0, 20)} is no language the site is translated into`;
    if (typeof slug !== 'string' || !SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX_LENGTH)
      return `translatedSlugs.${language}: must be a slug such as casa-moderna-en-malibu`;
  }
  return null;
}

/** How far ahead of this server's clock a restored date may be: another machine's clock may run ahead. */
export const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** An ISO 8601 date and time with its offset, as PostgreSQL writes a timestamptz into JSON. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const isTimestamp = (value: unknown) =>
  typeof value === 'string' && TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));

/** The whole numbers each integer column type holds. */
const INTEGER_RANGES: Record<string, [number, number]> = {
  smallint: [-32_768, 32_767],
  int2: [-32_768, 32_767],
  int: [-2_147_483_648, 2_147_483_647],
  integer: [-2_147_483_648, 2_147_483_647],
  int4: [-2_147_483_648, 2_147_483_647],
  serial: [1, 2_147_483_647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int8: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

export interface RowRules {
  /** Dates after this (milliseconds since 1970) lie in the future. */
  latest: number;
}

/** The rules of a check made at `now`. */
export const rulesAt = (now: number): RowRules => ({ latest: now + CLOCK_SKEW_MS });

/**
 * Times that are meant to lie ahead (a booked consultation's): every other time in an archive is of something that
 * happened, so one ahead of the clock is refused.
 */
const APPOINTMENT_COLUMNS: ReadonlySet<string> = new Set([
  'consultations.starts_at',
  'consultations.ends_at',
  'consultations.held_from',
  'consultations.held_until',
]);

/** Why `value` cannot be stored in `column`, or null. */
function columnProblem(column: BackupColumn, value: unknown, rules: RowRules, table: string): string | null {
  if (value === null) return column.nullable ? null : `${column.name}: must not be empty (null)`;
  const type = column.type.toLowerCase();
  const length = /^(?:varchar|character varying)\((\d+)\)$/.exec(type)?.[1];
  if (type.endsWith('[]')) {
    const element: BackupColumn = { ...column, type: type.slice(0, -2), nullable: false };
    if (!Array.isArray(value)) return `${column.name}: must be a list`;
    for (const item of value) {
      const problem = columnProblem(element, item, rules, table);
      if (problem) return problem;
    }
    return null;
  }
  if (length !== undefined || type === 'text' || type.startsWith('varchar') || type.startsWith('char')) {
    if (typeof value !== 'string') return `${column.name}: must be text`;
    if (length !== undefined && [...value].length > Number(length))
      return `${column.name}: longer than ${length} characters`;
    return null;
  }
  const range = INTEGER_RANGES[type];
  if (range) {
    const [min, max] = range;
    return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max
      ? null
      : `${column.name}: must be a whole number from ${min} to ${max}`;
  }
  if (type === 'boolean' || type === 'bool')
    return typeof value === 'boolean' ? null : `${column.name}: must be true or false`;
  if (type.startsWith('timestamp') || type === 'date') {
    if (!isTimestamp(value)) return `${column.name}: must be a date and time with its offset (ISO 8601)`;
    // A date ahead of the clock outlives every rule that counts back from now (a sign-in lockout, retention).
    if (APPOINTMENT_COLUMNS.has(`${table}.${column.name}`)) return null;
    return Date.parse(String(value)) > rules.latest ? `${column.name} lies in the future` : null;
  }
  if (type.startsWith('numeric') || type.startsWith('double') || type === 'real' || type === 'float')
    return typeof value === 'number' ? null : `${column.name}: must be a number`;
  // json, jsonb, uuid and other types: PostgreSQL itself refuses a misfit value when the row is written.
  return null;
}

/** A row as it is to be stored, and every problem that keeps it out of its table (none: it may be stored). */
export interface CheckedRow {
  row: ArchiveRow;
  problems: string[];
}

/** `rows`'s problems with property names (`entityType`) given as the row's column names (`entity_type`). */
function asColumns(table: BackupTable, problems: string[]): string[] {
  const names = new Map(table.columns.map((column) => [column.property, column.name]));
  return problems.map((problem) => {
    const [field = '', ...rest] = problem.split(':');
    const [property = '', ...path] = field.split('.');
    const name = names.get(property);
    return name && rest.length ? [[name, ...path].join('.'), ...rest].join(':') : problem;
  });
}

/**
 * Checks `row` as today's app would a save of it, and returns it as the write path stores it: unknown columns,
 * missing required ones, values that do not fit their column (whole numbers beyond the column's range, dates in
 * the future), ids that are not positive, and what the table's own schema or row builder refuses. The fields
 * the builder normalizes (sanitized HTML, trimmed text) replace the archive's.
 */
export function checkRow(table: BackupTable, row: ArchiveRow, rules: RowRules): CheckedRow {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { row, problems: ['not a JSON object'] };
  const problems: string[] = [];
  const known = new Set(table.columns.map((column) => column.name));
  for (const key of Object.keys(row)) if (!known.has(key)) problems.push(`${key}: no such column`);
  const fields: Fields = {};
  for (const column of table.columns) {
    if (!(column.name in row)) {
      if (!column.nullable && !column.hasDefault) problems.push(`${column.name}: missing`);
      continue;
    }
    const value = row[column.name];
    // References to tables that are not restored (the administrator) are mapped on restore, not checked here.
    const problem = columnProblem(column, value, rules, table.name);
    if (problem) problems.push(problem);
    else if (table.primaryKey.includes(column.name) && typeof value === 'number' && value < 1)
      problems.push(`${column.name}: an id must be positive`);
    fields[column.property] =
      column.type.startsWith('timestamp') && isTimestamp(value) ? new Date(String(value)) : value;
  }
  if (problems.length > 0) return { row, problems };
  const written = WRITE_PATHS[table.name]?.(fields) ?? {};
  if (written.problems?.length) return { row, problems: asColumns(table, written.problems) };
  const stored: ArchiveRow = { ...row };
  for (const column of table.columns) {
    const value = written.fields?.[column.property];
    // Dates are kept as the archive has them (to the microsecond); the builders do not change them.
    if (value !== undefined && !(value instanceof Date)) stored[column.name] = value;
  }
  return { row: stored, problems: [] };
}

/**
 * Remembers the primary key and unique values of the rows seen so far, one table at a time, so a repeat is
 * refused before the restore (the database would refuse it half-way, after the safety backup).
 */
export class RepeatedKeys {
  private readonly seen = new Map<string, Set<string>>();

  /** Problems of `row` whose key or unique value an earlier row of `table` already had. */
  check(table: BackupTable, row: ArchiveRow): string[] {
    const problems: string[] = [];
    const unique = [
      table.primaryKey,
      ...table.columns.filter((column) => column.unique).map((column) => [column.name]),
    ];
    for (const columns of unique) {
      if (columns.length === 0) continue;
      // As in PostgreSQL, nulls are never equal: a unique column may be empty in many rows.
      if (columns.some((column) => row[column] === null || row[column] === undefined)) continue;
      const label = `${table.name}.${columns.join(',')}`;
      const value = JSON.stringify(columns.map((column) => row[column] ?? null));
      const values = this.seen.get(label) ?? new Set<string>();
      this.seen.set(label, values);
      if (values.has(value)) problems.push(`${columns.join(', ')}: ${value.slice(1, -1)} appears twice`);
      else values.add(value);
    }
    return problems;
  }
}
