import type { z } from 'zod';
import { contactSubmissionOutput } from '../../../common/schemas/contact';
import { projectFields } from '../../../common/schemas/portfolio';
import { settingValueProblem } from '../../../common/schemas/settings';
import { testimonialFields } from '../../../common/schemas/testimonial';
import { SETTINGS_BY_KEY } from '../../../common/settings';
import { sectionRow } from '../section-row';
import type { ArchiveRow } from './format';
import type { BackupColumn, BackupTable } from './tables';

type Fields = Record<string, unknown>;

function zodProblems(result: z.ZodSafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) =>
    issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
}

/**
 * What today's app demands of a row beyond its column types, by table: the same schema or write path a save
 * through the admin goes through, so a restore cannot store what the app itself would refuse. Tables without an
 * entry (sign-in activity, and tables added later until they get one) are checked by column types alone.
 */
const CONTENT_CHECKS: Record<string, (fields: Fields) => string[]> = {
  portfolio_projects: (fields) => zodProblems(projectFields.safeParse(fields)),
  testimonials: (fields) => zodProblems(testimonialFields.safeParse(fields)),
  page_sections: (fields) => {
    try {
      sectionRow(fields);
      return [];
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause as z.ZodError | undefined;
      return cause?.issues
        ? cause.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        : [String((error as Error).message)];
    }
  },
  site_settings: (fields) => {
    // A key the registry no longer has is kept (reads ignore it); a known key's value must fit it.
    const definition = SETTINGS_BY_KEY.get(String(fields.key));
    const problem = definition ? settingValueProblem(definition, String(fields.value)) : null;
    return problem ? [problem] : [];
  },
  contact_submissions: (fields) => zodProblems(contactSubmissionOutput.safeParse(fields)),
};

const isTimestamp = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Why `value` cannot be stored in `column`, or null. */
function columnProblem(column: BackupColumn, value: unknown): string | null {
  if (value === null) return column.nullable ? null : `${column.name}: must not be empty (null)`;
  const type = column.type.toLowerCase();
  const length = /^(?:varchar|character varying)\((\d+)\)$/.exec(type)?.[1];
  if (type.endsWith('[]')) {
    const element: BackupColumn = { ...column, type: type.slice(0, -2), nullable: false };
    if (!Array.isArray(value)) return `${column.name}: must be a list`;
    for (const item of value) {
      const problem = columnProblem(element, item);
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
  if (['int', 'integer', 'smallint', 'bigint', 'int2', 'int4', 'int8', 'serial'].includes(type))
    return Number.isSafeInteger(value) ? null : `${column.name}: must be a whole number`;
  if (type === 'boolean' || type === 'bool')
    return typeof value === 'boolean' ? null : `${column.name}: must be true or false`;
  if (type.startsWith('timestamp') || type === 'date')
    return isTimestamp(value) ? null : `${column.name}: must be a date and time`;
  if (type.startsWith('numeric') || type.startsWith('double') || type === 'real' || type === 'float')
    return typeof value === 'number' ? null : `${column.name}: must be a number`;
  // json, jsonb, uuid and other types: PostgreSQL itself refuses a misfit value when the row is written.
  return null;
}

/**
 * Every problem that keeps `row` out of `table` today: unknown columns, missing required ones, values that do not
 * fit their column, and what the table's own schema or write path refuses. An empty list means it can be stored.
 */
export function rowProblems(table: BackupTable, row: ArchiveRow): string[] {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) return ['not a JSON object'];
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
    const problem = columnProblem(column, value);
    if (problem) problems.push(problem);
    fields[column.property] =
      column.type.startsWith('timestamp') && isTimestamp(value) ? new Date(String(value)) : value;
  }
  if (problems.length > 0) return problems;
  return CONTENT_CHECKS[table.name]?.(fields) ?? [];
}
