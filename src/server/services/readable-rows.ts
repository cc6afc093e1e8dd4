import type { z } from 'zod';

/** Where a read reports a row it mended or left out: the request's logger, when there is one. */
export interface WarningLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * The stored rows a read can answer with: a row its output schema refuses (written by hand, or before a rule
 * existed) has each refused field emptied when empty is allowed there, or is left out, with a warning; one bad
 * row never turns the whole read into a 500. Rows that pass are returned as they are.
 */
export function readableRows<Row extends { id: number }>(
  schema: z.ZodObject,
  rows: Row[],
  log: WarningLog | undefined,
): Row[] {
  return rows.flatMap((row) => {
    const checked = schema.safeParse(row);
    if (checked.success) return [row];
    const fields = [...new Set(checked.error.issues.map((issue) => String(issue.path[0])))];
    const mended: Row = { ...row };
    for (const field of fields) {
      if (schema.shape[field]?.safeParse('').success) Object.assign(mended, { [field]: '' });
    }
    if (schema.safeParse(mended).success) {
      log?.warn({ id: row.id, fields }, 'a stored row fails its schema: read with those fields empty');
      return [mended];
    }
    log?.warn({ id: row.id, fields }, 'a stored row fails its schema: left out of the read');
    return [];
  });
}
