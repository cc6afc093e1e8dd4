import { serverFieldIssues } from '../shared/formErrors';

/** What to show beside a field for a refused call: the server's words for the field, without its name. */
export function problemOf(error: unknown): string | undefined {
  if (!error) return undefined;
  const [first] = serverFieldIssues(error);
  if (first) return first.message;
  return error instanceof Error ? error.message : String(error);
}
